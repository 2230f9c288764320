import type { OrderEventMessage } from '../../common/order-events';
import type { OrderEntity } from '../orders/order.entity';
import { orderCode } from '../orders/order-admin-reads';
import type { MailBlock, MailContent } from './mail-templates';

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
> & { lines: Pick<OrderEntity['lines'][number], 'productName' | 'size' | 'quantity' | 'amountPaise'>[] };

interface Links {
  /** Where the shopper sees their orders. */
  myOrders: string;
}

type OrderMail = (o: OrderForMail, e: OrderEventMessage, links: Links) => MailContent | null;

const code = (o: OrderForMail) => `#${orderCode(o.id)}`;
const firstName = (o: OrderForMail) => o.customerName.trim().split(/\s+/)[0] || 'there';

function summary(o: OrderForMail): MailBlock {
  return {
    kind: 'lines',
    lines: o.lines.map((l) => ({ name: l.productName, detail: `${l.size === 'NA' ? '' : `Size ${l.size} · `}Qty ${l.quantity}`, amountPaise: l.amountPaise })),
    totals: [
      ...(o.shippingPaise ? [{ label: 'Subtotal', amountPaise: o.subtotalPaise }, { label: 'Shipping', amountPaise: o.shippingPaise }] : []),
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
  placed: (o, _e, links) =>
    o.paymentMode !== 'COD'
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
    mail(o, links, `Order ${code(o)} has shipped`, 'Your order is on its way', [
      paragraph(`Hi ${firstName(o)}, order ${code(o)} has left our workshop.`),
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
  cancelled_by_staff: (o, _e, links) =>
    mail(o, links, `Order ${code(o)} cancelled`, 'We had to cancel your order', [
      paragraph(`Hi ${firstName(o)}, we are sorry: we had to cancel order ${code(o)}. ${refundWords(o)}`),
      summary(o),
    ]),
  refund_done: (o, _e, links) =>
    mail(o, links, `Refund for order ${code(o)}`, 'Your refund is done', [
      paragraph(`Hi ${firstName(o)}, we have refunded the full amount of order ${code(o)}. Banks usually take 5 to 7 working days to show it.`),
      summary(o),
    ]),
  return_requested: returnStep('Return request received', 'We have your request', 'we have your return or exchange request and will look at it within a working day.'),
  return_approved: returnStep('Return approved', 'Your request is approved', 'your request is approved. A courier will come to pick the item up; please keep it packed with its tags.'),
  return_rejected: returnStep('Return request declined', 'We could not accept your request', 'we could not accept your return or exchange request. The reason is shown with the order on our website.'),
  return_picked_up: returnStep('Return picked up', 'The courier has your parcel', 'the courier has picked up your return. We will check it as soon as it reaches us.'),
  return_received: returnStep('Return received', 'Your return has reached us', 'your return has reached us and passed its check.'),
  return_refunded: returnStep('Return refunded', 'Your refund is on its way', 'the refund for your return is on its way; banks and UPI apps usually show it within 5 to 7 working days.'),
  exchange_shipped: returnStep('Exchange shipped', 'Your replacement is on its way', 'your replacement has shipped. You can follow it under My Orders.'),
};

/** The one mail per order event (and per return request): its idempotency key. */
export function orderMailKey(e: OrderEventMessage): string {
  return ['order', e.orderId, e.event, ...(e.subjectId ? [e.subjectId] : [])].join(':');
}
