import type { OrderEventMessage } from '../common/order-events';
import type { RequestContext } from '../context';
import { formatPaise, type MailBlock, type MailContent } from '../modules/mail/mail-templates';
import { mailService } from '../modules/mail/mail.service';
import { orderCode } from '../modules/orders/order-admin-reads';
import type { OrderEntity } from '../modules/orders/order.entity';
import { ordersService } from '../modules/orders/orders.service';
import { returnsService } from '../modules/returns/returns.service';

/** What an order mail is built from: the order as its event left it. */
export type OrderForMail = Pick<
  OrderEntity,
  | 'id'
  | 'status'
  | 'customerName'
  | 'customerEmail'
  | 'paymentMode'
  | 'isPaid'
  | 'subtotalPaise'
  | 'shippingPaise'
  | 'totalPaise'
  | 'carrier'
  | 'trackingId'
  | 'refundStatus'
  | 'address'
  | 'area'
  | 'district'
  | 'state'
  | 'pincode'
> &
  Partial<Pick<OrderEntity, 'replacesOrderId' | 'refundId' | 'discountPaise' | 'codFeePaise'>> & { lines: (Pick<OrderEntity['lines'][number], 'productName' | 'size' | 'quantity' | 'amountPaise'> & Partial<Pick<OrderEntity['lines'][number], 'color'>>)[] };

interface Links {
  /** Where the shopper sees their orders. */
  myOrders: string;
}

/** Other orders a mail speaks of: an exchange's replacement order, for the steps that placed or cancelled it. */
export interface RelatedOrders {
  replacement?: OrderForMail | null;
  /** An exchange whose replacement was cancelled: what it refunds, where to, and what came back. */
  exchangeRefund?: { refundAmountPaise: number; upiId: string | null; productName: string; returnedUndelivered: boolean } | null;
  /** A refunded return: how much, the provider's refund id or the payout's reference, and where it went. */
  returnRefund?: { amountPaise: number; reference: string | null; upiId: string | null } | null;
}

/** What a refund's reference is called: Razorpay's refund id for an online payment, else the UPI or bank payout's. */
const referenceLabel = (o: OrderForMail) => (o.paymentMode === 'COD' ? 'Payout reference' : 'Razorpay refund reference');

/** The amount and reference of a refund, as the shopper looks for it in their bank or UPI app. */
function refundFacts(o: OrderForMail, amountPaise: number, reference: string | null | undefined): MailBlock {
  return { kind: 'facts', facts: [{ label: 'Refund', value: formatPaise(amountPaise) }, ...(reference ? [{ label: referenceLabel(o), value: reference }] : [])] };
}

type OrderMail = (o: OrderForMail, e: OrderEventMessage, links: Links, related: RelatedOrders) => MailContent | null;

const code = (o: OrderForMail) => `#${orderCode(o.id)}`;
const firstName = (o: OrderForMail) => o.customerName.trim().split(/\s+/)[0] || 'there';

function summary(o: OrderForMail): MailBlock {
  return {
    kind: 'lines',
    lines: o.lines.map((l) => ({ name: l.productName, detail: `${l.size === 'NA' ? '' : `Size ${l.size} · `}Qty ${l.quantity}`, amountPaise: l.amountPaise })),
    // The lines are what each sold for (after its share of the discounts): the figures add up as shown.
    totals: [
      ...(o.shippingPaise || o.codFeePaise
        ? [{ label: o.discountPaise ? `Items (after ${formatPaise(o.discountPaise)} off)` : 'Subtotal', amountPaise: o.subtotalPaise - (o.discountPaise ?? 0) }]
        : o.discountPaise
          ? [{ label: `You saved ${formatPaise(o.discountPaise)}`, amountPaise: o.subtotalPaise - o.discountPaise }]
          : []),
      ...(o.shippingPaise ? [{ label: 'Shipping', amountPaise: o.shippingPaise }] : []),
      ...(o.codFeePaise ? [{ label: 'Cash on delivery fee', amountPaise: o.codFeePaise }] : []),
      { label: o.paymentMode === 'COD' && !o.isPaid ? 'To pay on delivery' : 'Total', amountPaise: o.totalPaise, strong: true },
    ],
  };
}

function deliverTo(o: OrderForMail): MailBlock {
  return { kind: 'facts', facts: [{ label: 'Delivering to', value: [o.address, o.area, o.district, `${o.state} ${o.pincode}`].filter(Boolean).join(', ') }] };
}

const paragraph = (text: string): MailBlock => ({ kind: 'paragraph', text });

function mail(o: OrderForMail, links: Links, subject: string, headline: string, blocks: MailBlock[], footnote?: string): MailContent {
  return { subject, preview: headline, headline, blocks, action: { label: 'View my orders', url: links.myOrders }, footnote };
}

/** Words for a cancelled order's money: nothing was paid, a refund is on its way, or the cash was never taken. */
function refundWords(o: OrderForMail): string {
  if (o.isPaid) return 'Your payment will be refunded to the account you paid from; banks usually take 5 to 7 working days to show it.';
  return 'Nothing was charged for this order.';
}

/** The replacement of an exchange, as the shopper chose it: what, which colour and size, how many, and that it costs nothing. */
function replacementLines(r: OrderForMail): MailBlock {
  const detail = (l: OrderForMail['lines'][number]) =>
    [l.color ? `Colour ${l.color.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase())}` : '', l.size === 'NA' ? '' : `Size ${l.size}`, `Qty ${l.quantity}`].filter(Boolean).join(' · ');
  return {
    kind: 'lines',
    lines: r.lines.map((l) => ({ name: l.productName, detail: detail(l), amountPaise: l.amountPaise })),
    totals: [{ label: 'To pay (exchange, free of charge)', amountPaise: r.totalPaise, strong: true }],
  };
}

const sizeWords = (r: OrderForMail) =>
  r.lines.map((l) => (l.size === 'NA' ? l.productName : `${l.productName} in size ${l.size}`)).join(', ');

/** A step of a return or exchange: its own words; the returns feature adds the request's details as data. */
function returnStep(subject: string, headline: string, text: string): OrderMail {
  return (o, _e, links) => mail(o, links, `${subject}: order ${code(o)}`, headline, [paragraph(`Hi ${firstName(o)}, ${text}`)]);
}

/**
 * THE ORDER MAIL TABLE: which order events write to the shopper, and what. An event missing here (or
 * answering null) sends nothing: an online order's `placed` (the shopper is at the payment window;
 * the payment mail is its confirmation), failed or abandoned payments (the shopper saw them), staff
 * confirmation, cash collected. Return and exchange steps are named here for the returns feature to
 * publish (with `subjectId` = the request).
 */
export const ORDER_MAILS: Record<string, OrderMail> = {
  // A replacement's placement is the exchange step's mail (return_replacement_placed), not a new order's.
  placed: (o, _e, links) =>
    o.paymentMode !== 'COD' || o.replacesOrderId
      ? null
      : mail(o, links, `Order ${code(o)} placed`, 'Thank you for your order!', [
          paragraph(`Hi ${firstName(o)}, we have your order ${code(o)}. Please keep the amount ready in cash or UPI for the courier.`),
          summary(o),
          deliverTo(o),
        ], 'We will write again when it ships.'),
  payment_confirmed: (o, e, links) =>
    e.to === 'cancelled'
      ? mail(o, links, `Payment received for cancelled order ${code(o)}`, 'Your payment will be refunded', [
          paragraph(`Hi ${firstName(o)}, your payment for order ${code(o)} arrived after the order was cancelled or sold out. We are refunding it in full.`),
          summary(o),
        ])
      : mail(o, links, `Payment received: order ${code(o)} confirmed`, 'Payment received, order confirmed', [
          paragraph(`Hi ${firstName(o)}, we have received your payment for order ${code(o)}.`),
          summary(o),
          deliverTo(o),
        ], 'We will write again when it ships.'),
  shipped: (o, _e, links) =>
    mail(o, links, `${o.replacesOrderId ? 'Replacement order' : 'Order'} ${code(o)} has shipped`, o.replacesOrderId ? 'Your replacement is on its way' : 'Your order is on its way', [
      paragraph(
        o.replacesOrderId
          ? `Hi ${firstName(o)}, your replacement order ${code(o)} (the exchange for order #${orderCode(o.replacesOrderId)}) has left our workshop. There is nothing to pay.`
          : `Hi ${firstName(o)}, order ${code(o)} has left our workshop.`,
      ),
      {
        kind: 'facts',
        facts: [
          ...(o.carrier ? [{ label: 'Courier', value: o.carrier }] : []),
          ...(o.trackingId ? [{ label: 'Tracking id', value: o.trackingId }] : []),
        ],
      },
      summary(o),
      deliverTo(o),
    ]),
  delivered: (o, _e, links) =>
    mail(o, links, `Order ${code(o)} delivered`, 'Delivered!', [
      paragraph(`Hi ${firstName(o)}, order ${code(o)} has been delivered. We hope you love it.`),
      paragraph('Something not right? Our return and exchange policy is on the website: exchanges within 4 days of delivery, returns on the day of delivery.'),
    ]),
  cancelled_by_shopper: (o, _e, links) =>
    mail(o, links, `Order ${code(o)} cancelled`, 'Your order is cancelled', [paragraph(`Hi ${firstName(o)}, as you asked, order ${code(o)} is cancelled. ${refundWords(o)}`), summary(o)]),
  // A replacement's cancellation is the exchange step's mail (return_replacement_cancelled): its refund is the original line's.
  cancelled_by_staff: (o, _e, links) =>
    o.replacesOrderId
      ? null
      : mail(o, links, `Order ${code(o)} cancelled`, 'We had to cancel your order', [
          paragraph(`Hi ${firstName(o)}, we are sorry: we had to cancel order ${code(o)}. ${refundWords(o)}`),
          summary(o),
        ]),
  refund_done: (o, _e, links) =>
    mail(o, links, `Refund for order ${code(o)}`, 'Your refund is done', [
      paragraph(`Hi ${firstName(o)}, we have refunded the full amount of order ${code(o)}, ${formatPaise(o.totalPaise)}. Banks usually take 5 to 7 working days to show it.`),
      refundFacts(o, o.totalPaise, o.refundId),
      summary(o),
    ], o.refundId ? 'If you cannot find it in your bank statement after 7 working days, reply to this mail with the reference.' : undefined),
  // Collected cash paid back by staff (UPI or NEFT): the same refunded mail, with the payout's reference to look for.
  refund_paid_by_staff: (o, _e, links) =>
    mail(o, links, `Refund for order ${code(o)}`, 'Your refund is done', [
      paragraph(`Hi ${firstName(o)}, we have paid back the full amount of order ${code(o)}, ${formatPaise(o.totalPaise)}, by UPI or bank transfer.`),
      refundFacts(o, o.totalPaise, o.refundId),
      summary(o),
    ], 'It usually shows in your bank or UPI app within a working day. If you cannot find it, reply to this mail with the payout reference.'),
  return_requested: returnStep('Return request received', 'We have your request', 'we have your return or exchange request and will look at it within a working day.'),
  return_approved: returnStep('Return approved', 'Your request is approved', 'your request is approved. A courier will come to pick the item up; please keep it packed with its tags.'),
  return_rejected: returnStep('Return request declined', 'We could not accept your request', 'we could not accept your return or exchange request. The reason is shown with the order on our website.'),
  return_picked_up: returnStep('Return picked up', 'The courier has your parcel', 'the courier has picked up your return. We will check it as soon as it reaches us.'),
  return_received: returnStep('Return received', 'Your return has reached us', 'your return has reached us and passed its check.'),
  return_refunded: (o, e, links, { returnRefund: r }) => {
    if (!r) return returnStep('Return refunded', 'Your refund is on its way', 'the refund for your return is on its way; banks and UPI apps usually show it within 5 to 7 working days.')(o, e, links, {});
    const where = r.upiId ? ` to your UPI ID ${r.upiId}` : o.paymentMode === 'COD' ? '' : ' to the account you paid from';
    return mail(o, links, `Return refunded: order ${code(o)}`, 'Your refund is on its way', [
      paragraph(`Hi ${firstName(o)}, we have refunded ${formatPaise(r.amountPaise)} for your return from order ${code(o)}${where}. Banks and UPI apps usually show it within 5 to 7 working days.`),
      refundFacts(o, r.amountPaise, r.reference),
    ], r.reference ? 'If you cannot find it, reply to this mail with the reference.' : undefined);
  },
  // The exchanged item is back and checked: the replacement order exists (published on the original order).
  return_replacement_placed: (o, e, links, { replacement: r }) =>
    r
      ? mail(o, links, `Exchange confirmed: replacement order ${code(r)}`, 'Your replacement is being packed', [
          paragraph(
            `Hi ${firstName(o)}, the item you sent back from order ${code(o)} has reached us and passed its check. We have placed replacement order ${code(r)} for you: ${sizeWords(r)}. There is nothing to pay.`,
          ),
          { kind: 'facts', facts: [{ label: 'Replacement order', value: code(r) }, { label: 'In place of order', value: code(o) }] },
          replacementLines(r),
          deliverTo(r),
        ], 'We will write again with the tracking id when it ships.')
      : returnStep('Exchange confirmed', 'Your replacement is being packed', 'the item you sent back has reached us and your replacement order is placed. There is nothing to pay.')(o, e, links, {}),
  // The replacement was cancelled by the shop or came back undelivered: the item sent back is refunded instead.
  return_replacement_cancelled: (o, e, links, { replacement: r, exchangeRefund: x }) => {
    if (!x) return returnStep('Refund due for your exchange', 'Your exchange will be refunded', 'your replacement could not reach you, so we will refund the item you sent back instead.')(o, e, links, {});
    const what = r ? `replacement order ${code(r)}` : 'your replacement order';
    const how =
      o.paymentMode !== 'COD'
        ? 'It goes back to the account you paid from; banks usually take 5 to 7 working days to show it.'
        : x.upiId
          ? `As you paid cash on delivery, we will send it to your UPI ID ${x.upiId}.`
          : 'As you paid cash on delivery, we will send it by UPI: please reply to this mail with your UPI ID (like name@bank).';
    return mail(o, links, `Refund due for your exchange: order ${code(o)}`, 'Your exchange will be refunded', [
      paragraph(
        `Hi ${firstName(o)}, we are sorry: ${what} ${x.returnedUndelivered ? 'came back to us undelivered' : 'had to be cancelled'}. As you have already sent back ${x.productName} from order ${code(o)}, we will refund it instead.`,
      ),
      { kind: 'facts', facts: [{ label: 'Refund', value: formatPaise(x.refundAmountPaise) }, ...(r ? [{ label: 'Cancelled replacement', value: code(r) }] : [])] },
      paragraph(how),
    ], 'We will write again when the refund is done.');
  },
};

/** The one mail per order event (and per return request): its idempotency key. */
export function orderMailKey(e: OrderEventMessage): string {
  return ['order', e.orderId, e.event, ...(e.subjectId ? [e.subjectId] : [])].join(':');
}

/** Order events that write to the shopper queue their mail in the event's own transaction. */
export async function queueOrderMail(tx: RequestContext, e: OrderEventMessage): Promise<void> {
  const build = ORDER_MAILS[e.event];
  if (!build) return;
  // A placement hands over the order it is about to write (it publishes before writing it).
  const order = (e.written as OrderEntity | undefined) ?? (await ordersService.findForStaff(tx, e.orderId));
  if (!order) return;
  const related: RelatedOrders = {};
  if (e.event === 'return_refunded' && e.subjectId) {
    const request = await returnsService.findForStaff(tx, e.subjectId);
    related.returnRefund = request ? { amountPaise: request.refund_amount_paise, reference: request.refund_id, upiId: request.upi_id } : null;
  }
  if ((e.event === 'return_replacement_placed' || e.event === 'return_replacement_cancelled') && e.subjectId) {
    const request = await returnsService.findForStaff(tx, e.subjectId);
    related.replacement = request?.replacement_order_id ? await ordersService.findForStaff(tx, request.replacement_order_id) : null;
    if (request && e.event === 'return_replacement_cancelled') {
      const line = order.lines.find((l) => l.id === request.order_line_id);
      const step = (await returnsService.history(tx, request.id)).findLast((h) => h.event === 'replacement_cancelled');
      related.exchangeRefund = {
        refundAmountPaise: request.refund_amount_paise,
        upiId: request.upi_id,
        productName: line ? (line.size && line.size !== 'NA' ? `${line.productName} (size ${line.size})` : line.productName) : 'the item',
        returnedUndelivered: step?.actor === 'courier',
      };
    }
  }
  const content = build(order, e, { myOrders: `${tx.app.config.publicUrl}/myOrders` }, related);
  if (!content) return;
  await mailService.enqueue(tx, { key: orderMailKey(e), kind: `order.${e.event}`, to: order.customerEmail, content });
}
