import { AppError, badInput, notFound } from '../../common/errors';
import { PAYOUT_REFERENCE } from '../../common/payout-reference';
import type { OrderEventMessage } from '../../common/order-events';
import { requireShopper } from '../../common/shopper';
import { rowsOf } from '../../common/sql';
import { inTransaction, type RequestContext } from '../../context';
import { auditService } from '../audit/audit.service';
import { catalogService } from '../catalog/catalog.service';
import { invoiceService } from '../invoices/invoice.service';
import { RETURN_VIDEO_KEY } from '../media/media-store';
import { mediaService } from '../media/media.service';
import { ordersService } from '../orders/orders.service';
import { refundThroughProvider } from '../payments/refund-sequence';
import type { ReturnBooking, ReturnParcel } from '../shipping/shipping-provider';
import { returnVideos, VIDEO_MESSAGES, videoKeyPrefix } from './return-videos';
import { isSaleItem, policyRefusal, replacementPriceRefusal, RETURN_REASONS, UPI_ID, windowRefusal, type ReturnReason } from './return-policy';
import { recordStep, requestRefusal, requestTransition, returnLifecycle, ReturnEvent, ReturnState, type RequestCause, type RequestRow, type ReturnKind, type ReturnRefundState } from './return-lifecycle';
import { ReturnCondition } from './returns.types';

export const RETURN_NOT_FOUND = 'Return request not found.';

/** A return or exchange request as stored. */
export interface ReturnRequestRow extends RequestRow {
  order_line_id: string;
  user_id: string;
  reason: ReturnReason;
  details: string | null;
  video_keys: string[];
  upi_id: string | null;
  replacement_product_id: string | null;
  replacement_size: string | null;
  /** An exchange's replacement stock was taken when it was approved. */
  replacement_reserved: boolean;
  refund_state: ReturnRefundState | null;
  refund_amount_paise: number;
  refund_id: string | null;
  refunded_at: Date | null;
  rejection_reason: string | null;
  pickup_provider: string | null;
  pickup_awb: string | null;
  replacement_order_id: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface ReturnHistoryRow {
  event: ReturnEvent;
  from_state: ReturnState | null;
  to_state: ReturnState;
  actor: string;
  staff_id: string | null;
  note: string | null;
  at: Date;
}

export interface NewReturnRequest {
  orderId: string;
  lineId: string;
  kind: ReturnKind;
  reason: string;
  details?: string | null;
  videoIds: string[];
  upiId?: string | null;
  replacementProductId?: string | null;
  replacementSize?: string | null;
}

/** The videos the policy asks for: an unpacking video and a condition video. */
export const VIDEOS_REQUIRED = 2;
export const MAX_VIDEOS = 4;
export const RETURN_MESSAGES = {
  reason: `Choose a reason: ${RETURN_REASONS.join(', ')}.`,
  videos: 'Add the unpacking video and the condition video (uploaded first).',
  upi: 'Give the UPI id the refund should go to, like name@bank.',
  upiNotNeeded: 'A UPI id is only asked for a cash-on-delivery return.',
  replacement: 'Choose another size or colour of the same product for the exchange.',
  details: 'The details can be at most 1000 characters.',
  rejection: 'Give the reason for the rejection (1 to 500 characters).',
  payoutReference: 'Give the UPI payout reference (4 to 64 letters, digits, -, /, . or @).',
} as const;

export { videoKeyPrefix } from './return-videos';

const lockRequest = async (tx: RequestContext, id: string) =>
  (await rowsOf<ReturnRequestRow>(tx, 'SELECT * FROM return_request WHERE id = $1 FOR UPDATE', [id]))[0] ?? null;

async function requireRequest(tx: RequestContext, id: string, lock = true): Promise<ReturnRequestRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound(RETURN_NOT_FOUND);
  const row = lock ? await lockRequest(tx, id) : (await rowsOf<ReturnRequestRow>(tx, 'SELECT * FROM return_request WHERE id = $1', [id]))[0];
  if (!row) throw notFound(RETURN_NOT_FOUND);
  return row;
}

function staffCause(ctx: RequestContext, note?: string | null): RequestCause {
  return ctx.staff ? { actor: 'staff', staffId: ctx.staff.id, note } : { actor: 'system', note };
}

async function audited(tx: RequestContext, action: string, before: ReturnRequestRow, after: Record<string, unknown>) {
  await auditService.record(tx, { action, entityType: 'return_request', entityId: before.id, before: { state: before.state, refundState: before.refund_state }, after });
}

/**
 * Validates the exchange's choice: another size or colour of the same product (the same family name),
 * a colour only at the price paid for the original (return-policy.ts), in stock now.
 */
async function replacementFor(ctx: RequestContext, line: { productId: string; size: string; quantity: number; unitPricePaise: number }, input: NewReturnRequest) {
  const original = await catalogService.loadById(ctx, line.productId);
  const productId = input.replacementProductId || line.productId;
  const product = /^[0-9a-f-]{36}$/i.test(productId) ? await catalogService.loadById(ctx, productId) : null;
  const size = (input.replacementSize || (product?.availableSizes.length ? '' : 'NA')).trim();
  const sameFamily = !!original && !!product && product.name === original.name && !product.archivedAt;
  const sizeOk = product && (product.availableSizes.length ? product.availableSizes.includes(size) : size === 'NA');
  if (!sameFamily || !sizeOk || (productId === line.productId && size === line.size)) throw badInput(RETURN_MESSAGES.replacement);
  const priceRefusal = productId === line.productId ? null : replacementPriceRefusal(line.unitPricePaise, product.pricePaise);
  if (priceRefusal) throw priceRefusal;
  if (product.stock < line.quantity) {
    throw new AppError('OUT_OF_STOCK', 'That size or colour is out of stock right now. Choose another, or ask for a return.', {
      productId: product.id,
      productName: product.name,
      available: product.stock,
    });
  }
  return { productId, size };
}

export const returnsService = {
  /**
   * What returns refunded (or staff paid back by hand) from `since` to `until`, in paise: by when the
   * refund was done, as a sales return is booked. The dashboard takes it off revenue.
   */
  async refundedBetween(ctx: RequestContext, since: Date, until: Date): Promise<number> {
    const [row] = await rowsOf<{ paise: string }>(
      ctx,
      `SELECT coalesce(sum(refund_amount_paise), 0)::bigint AS paise FROM return_request WHERE refund_state = 'refunded' AND refunded_at >= $1 AND refunded_at <= $2`,
      [since, until],
    );
    return Number(row.paise);
  },

  /**
   * A shopper asks to return or exchange one delivered line of their order, as the policy allows: a
   * return only on the day of delivery, an exchange up to 4 days after it (India time); one request per
   * line; a sale item only when it arrived damaged; never a line received as an exchange. Both videos
   * (unpacking and condition) are required; a cash-on-delivery return names the UPI id its refund goes to.
   */
  async request(ctx: RequestContext, input: NewReturnRequest): Promise<ReturnRequestRow> {
    const user = requireShopper(ctx);
    const order = await ordersService.findMine(ctx, input.orderId);
    const line = order?.lines.find((l) => l.id === input.lineId);
    if (!order || !line) throw notFound('Order line not found.');
    if (input.kind !== 'return' && input.kind !== 'exchange') throw badInput('Choose a return or an exchange.');
    if (!RETURN_REASONS.includes(input.reason as ReturnReason)) throw badInput(RETURN_MESSAGES.reason);
    const details = input.details?.trim() || null;
    if (details && details.length > 1000) throw badInput(RETURN_MESSAGES.details);
    const videos = [...new Set(input.videoIds)];
    if (videos.length < VIDEOS_REQUIRED || videos.length > MAX_VIDEOS || videos.some((k) => !RETURN_VIDEO_KEY.test(k) || !k.startsWith(videoKeyPrefix(user.id)))) {
      throw badInput(RETURN_MESSAGES.videos);
    }
    const cod = order.paymentMode === 'COD';
    const upiId = input.upiId?.trim() || null;
    if (input.kind === 'return' && cod && (!upiId || !UPI_ID.test(upiId))) throw badInput(RETURN_MESSAGES.upi);
    if (upiId && !(input.kind === 'return' && cod)) throw badInput(RETURN_MESSAGES.upiNotNeeded);

    if (order.status !== 'delivered') throw policyRefusal('NOT_DELIVERED');
    const late = windowRefusal(input.kind, order.deliveredAt, new Date());
    if (late) throw policyRefusal(late);
    const [fromExchange] = await rowsOf(ctx, 'SELECT 1 FROM return_request WHERE replacement_order_id = $1', [order.id]);
    if (fromExchange) throw policyRefusal('REPLACEMENT_LINE');
    const product = await catalogService.loadById(ctx, line.productId);
    if (product && isSaleItem(product) && input.reason !== 'damaged') throw policyRefusal('SALE_ITEM');
    const replacement = input.kind === 'exchange' ? await replacementFor(ctx, line, input) : null;

    return inTransaction(ctx, async (tx) => {
      // One request per line: the unique line id decides between two at once.
      const [row] = await rowsOf<ReturnRequestRow>(
        tx,
        `INSERT INTO return_request (order_id, order_line_id, user_id, kind, reason, details, video_keys, upi_id, replacement_product_id, replacement_size, state, refund_amount_paise)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (order_line_id) DO NOTHING
         RETURNING *`,
        [order.id, line.id, user.id, input.kind, input.reason, details, videos, upiId, replacement?.productId ?? null, replacement?.size ?? null, ReturnState.REQUESTED,
          // Shipping charges are not refunded: a return gives back what the line cost.
          input.kind === 'return' ? line.amountPaise : 0],
      );
      if (!row) throw policyRefusal('ALREADY_REQUESTED');
      // Only videos this shopper uploaded for this line, and not about to be swept as orphans.
      if (!(await returnVideos.uploadedForLine(tx, user.id, line.id, videos))) throw badInput(VIDEO_MESSAGES.notForLine);
      await recordStep(tx, row, ReturnEvent.REQUESTED, null, ReturnState.REQUESTED, { actor: 'shopper', note: details });
      return row;
    });
  },

  /** The shopper's requests on one of their orders (none for someone else's order). */
  async listMine(ctx: RequestContext, orderId: string): Promise<ReturnRequestRow[]> {
    const user = requireShopper(ctx);
    if (!/^[0-9a-f-]{36}$/i.test(orderId)) return [];
    return rowsOf<ReturnRequestRow>(ctx, 'SELECT * FROM return_request WHERE order_id = $1 AND user_id = $2 ORDER BY created_at', [orderId, user.id]);
  },

  /** Staff: requests, newest first, filtered by state, kind or order; with the total. */
  async listForStaff(ctx: RequestContext, filter: { states?: ReturnState[] | null; kind?: ReturnKind | null; orderId?: string | null }, limit: number, offset: number) {
    const where: string[] = [];
    const values: unknown[] = [];
    if (filter.states?.length) where.push(`state = ANY($${values.push(filter.states)})`);
    if (filter.kind) where.push(`kind = $${values.push(filter.kind)}`);
    if (filter.orderId) where.push(`order_id = $${values.push(/^[0-9a-f-]{36}$/i.test(filter.orderId) ? filter.orderId : '00000000-0000-0000-0000-000000000000')}`);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await rowsOf<{ total: number }>(ctx, `SELECT count(*)::int AS total FROM return_request ${clause}`, values);
    const items = await rowsOf<ReturnRequestRow>(ctx, `SELECT * FROM return_request ${clause} ORDER BY created_at DESC, id LIMIT $${values.length + 1} OFFSET $${values.length + 2}`, [...values, limit, offset]);
    return { items, total };
  },

  async findForStaff(ctx: RequestContext, id: string): Promise<ReturnRequestRow | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    return (await rowsOf<ReturnRequestRow>(ctx, 'SELECT * FROM return_request WHERE id = $1', [id]))[0] ?? null;
  },

  history(ctx: RequestContext, requestId: string): Promise<ReturnHistoryRow[]> {
    return rowsOf<ReturnHistoryRow>(ctx, 'SELECT event, from_state, to_state, actor, staff_id, note, at FROM return_request_history WHERE request_id = $1 ORDER BY id', [requestId]);
  },

  /**
   * Before staff approve a request (flows/return-and-exchange.ts): the request may be approved now (else
   * its typed refusal), and the parcel the courier is to collect from the shopper. Reads only: no lock,
   * no write, so the courier can be called next with no transaction open.
   */
  async approvalParcel(ctx: RequestContext, id: string): Promise<{ request: ReturnRequestRow; parcel: ReturnParcel }> {
    const request = await requireRequest(ctx, id, false);
    if (!requestTransition(request, ReturnEvent.APPROVED)) throw requestRefusal(request, ReturnEvent.APPROVED);
    const order = await ordersService.findForStaff(ctx, request.order_id);
    const line = order?.lines.find((l) => l.id === request.order_line_id);
    if (!order || !line) throw notFound('Order line not found.');
    const parcel: ReturnParcel = {
      returnId: request.id,
      placedAt: new Date(),
      totalPaise: line.amountPaise,
      subtotalPaise: line.amountPaise,
      customerName: order.customerName,
      email: order.customerEmail,
      phone: order.mobileNumber,
      address: order.address,
      landmark: order.landmark,
      area: order.area,
      district: order.district,
      state: order.state,
      pincode: order.pincode,
      lines: [{ name: `${line.productName} (${line.size})`, sku: line.productId.slice(-6), units: line.quantity, unitPricePaise: line.unitPricePaise }],
      weightKg: Math.max(0.5, Math.round(line.quantity * 0.4 * 10) / 10),
      lengthCm: 30,
      breadthCm: 25,
      heightCm: Math.min(60, 5 + 3 * (line.quantity - 1)),
    };
    return { request, parcel };
  },

  /**
   * In the caller's transaction: the request, locked, moves to approved with the booked reverse pickup's
   * ids, audited (`before` is the request as read before the pickup was booked). A request that may no
   * longer be approved (another member rejected it meanwhile) is refused with its typed error, and the
   * caller undoes the booking.
   */
  async recordApproval(tx: RequestContext, before: ReturnRequestRow, pickup: ReturnBooking & { provider: string }): Promise<ReturnRequestRow> {
    const locked = await requireRequest(tx, before.id);
    const reserved = locked.kind === 'exchange' && (await reserveReplacement(tx, locked));
    await returnLifecycle.apply(tx, locked, ReturnEvent.APPROVED, {
      ...staffCause(tx, `Reverse pickup ${pickup.awb} (${pickup.courierName})`),
      changes: { pickup_provider: pickup.provider, pickup_provider_order_id: pickup.providerOrderId, pickup_shipment_id: pickup.shipmentId, pickup_awb: pickup.awb },
    });
    if (reserved) await tx.em.query(`UPDATE return_request SET replacement_reserved = true WHERE id = $1`, [locked.id]);
    await audited(tx, 'returns.approve', before, { state: locked.state, pickupAwb: pickup.awb, replacementReserved: reserved });
    return requireRequest(tx, before.id, false);
  },

  /** Staff reject a request, with the reason the shopper is shown. */
  async reject(ctx: RequestContext, id: string, reason: string): Promise<ReturnRequestRow> {
    const why = reason.trim();
    if (!why || why.length > 500) throw badInput(RETURN_MESSAGES.rejection);
    return inTransaction(ctx, async (tx) => {
      const request = await requireRequest(tx, id);
      const before = { ...request };
      await returnLifecycle.apply(tx, request, ReturnEvent.REJECTED, { ...staffCause(ctx, why), changes: { rejection_reason: why } });
      await audited(tx, 'returns.reject', before, { state: request.state, reason: why });
      return requireRequest(tx, id, false);
    });
  },

  /** The courier has collected the parcel from the shopper. */
  async markPickedUp(ctx: RequestContext, id: string): Promise<ReturnRequestRow> {
    return inTransaction(ctx, async (tx) => {
      const request = await requireRequest(tx, id);
      const before = { ...request };
      await returnLifecycle.apply(tx, request, ReturnEvent.PICKED_UP, staffCause(ctx));
      await audited(tx, 'returns.pickedUp', before, { state: request.state });
      return requireRequest(tx, id, false);
    });
  },

  /**
   * The returned product reached the shop: its stock goes back through the stock ledger (naming the
   * order); a return's refund becomes due and, for an invoiced order, a credit note for the returned
   * line is issued; an exchange gets its replacement order at once. When the
   * replacement is out of stock the request stays received (the stock back is kept) and answering
   * this again for the received exchange tries the replacement again.
   */
  async markReceived(ctx: RequestContext, id: string, condition: ReturnCondition = ReturnCondition.SELLABLE): Promise<{ request: ReturnRequestRow; replacementShort: boolean }> {
    return inTransaction(ctx, async (tx) => {
      const request = await requireRequest(tx, id);
      const before = { ...request };
      if (request.state === ReturnState.RECEIVED && request.kind === 'exchange' && request.refund_state) {
        throw new AppError('RETURN_TRANSITION_FORBIDDEN', "This exchange's replacement order was cancelled: the item is refunded instead, not replaced again.", {
          requestId: request.id,
          state: request.state,
          event: ReturnEvent.REPLACEMENT_PLACED,
        });
      }
      const retry = request.state === ReturnState.RECEIVED && request.kind === 'exchange';
      if (!retry) {
        const order = await ordersService.findForStaff(tx, request.order_id);
        const line = order?.lines.find((l) => l.id === request.order_line_id);
        if (!line) throw notFound('Order line not found.');
        await returnLifecycle.apply(tx, request, ReturnEvent.RECEIVED, staffCause(ctx));
        const movement = { orderId: request.order_id, staffId: ctx.staff?.id ?? null, staffEmail: ctx.staff?.email ?? null };
        if (condition === ReturnCondition.DAMAGED) {
          // Not sellable: the ledger records it under its own reason, and the size's stock stays as it is.
          await catalogService.recordDamagedReturn(tx, { productId: line.productId, size: line.size, quantity: line.quantity }, {
            ...movement,
            note: `${line.quantity} × damaged, ${request.kind} ${request.id} received`,
          });
        } else {
          await catalogService.returnStock(tx, [{ productId: line.productId, size: line.size, quantity: line.quantity }], {
            ...movement,
            reason: 'returned',
            note: `${request.kind} ${request.id} received`,
          });
        }
        if (request.kind === 'return') {
          await tx.em.query(`UPDATE return_request SET refund_state = 'pending' WHERE id = $1`, [request.id]);
          request.refund_state = 'pending';
          // The goods are back, so the supply they were invoiced for is reversed now, for this line
          // only (an order never invoiced gets none). An exchange gets no credit note: the original
          // invoice stands for the replacement, a like-for-like swap at the same price.
          const variant = line.size && line.size !== 'NA' ? ` (size ${line.size})` : '';
          await invoiceService.issueCreditNote(tx, request.order_id, `Goods returned: ${line.productName}${variant} × ${line.quantity}, return ${request.id.slice(-6).toUpperCase()}`, {
            lines: [{ orderLineId: line.id, position: line.position, quantity: line.quantity }],
          });
        }
      }
      let replacementShort = false;
      if (request.kind === 'exchange') {
        const order = await ordersService.findForStaff(tx, request.order_id);
        const line = order!.lines.find((l) => l.id === request.order_line_id)!;
        try {
          const replacementId = await ordersService.placeReplacement(tx, {
            originalOrderId: request.order_id,
            productId: request.replacement_product_id!,
            size: request.replacement_size!,
            quantity: line.quantity,
            note: `Replacement for order ${request.order_id.slice(-6).toUpperCase()} (exchange ${request.id})`,
            stockReserved: request.replacement_reserved,
          });
          await returnLifecycle.apply(tx, request, ReturnEvent.REPLACEMENT_PLACED, { ...staffCause(ctx), changes: { replacement_order_id: replacementId } });
        } catch (e) {
          if (!(e instanceof AppError) || e.code !== 'OUT_OF_STOCK') throw e;
          replacementShort = true;
        }
      } else if (retry) {
        throw new AppError('RETURN_TRANSITION_FORBIDDEN', 'This request was received already.', { requestId: request.id, state: request.state, event: ReturnEvent.RECEIVED });
      }
      await audited(tx, 'returns.receive', before, { state: request.state, replacementOrderId: request.kind === 'exchange' ? (await requireRequest(tx, id, false)).replacement_order_id : undefined });
      return { request: await requireRequest(tx, id, false), replacementShort };
    });
  },

  /**
   * Refunds a received return (or an exchange whose replacement was cancelled): an online payment
   * through the payment provider (claimed under the request's lock so it is never refunded twice, the
   * provider called after the commit); a cash on delivery order's money goes to the shopper's UPI id,
   * paid by staff, who record the payout reference (an exchange may have no UPI id on file: staff ask
   * the shopper for one, and the reference alone is recorded).
   */
  async refund(ctx: RequestContext, id: string, payoutReference?: string | null): Promise<ReturnRequestRow> {
    await refundThroughProvider(ctx, {
      scope: 'returns',
      id,
      async claim(tx) {
        const request = await requireRequest(tx, id);
        const before = { ...request };
        const order = await ordersService.findForStaff(tx, request.order_id);
        if (!order) throw notFound('Order not found.');
        if (order.paymentMode === 'COD') {
          // Cash goes back by hand: staff paid it and record the reference; nothing for the provider.
          const ref = payoutReference?.trim() ?? '';
          if (!PAYOUT_REFERENCE.test(ref)) throw badInput(RETURN_MESSAGES.payoutReference);
          const to = request.upi_id ? `UPI payout to ${request.upi_id}` : `UPI payout (reference ${ref})`;
          await returnLifecycle.apply(tx, request, ReturnEvent.REFUND_DONE, { ...staffCause(ctx, to), changes: { refund_id: ref } });
          await audited(tx, 'returns.refund', before, { state: request.state, refundState: request.refund_state, amountPaise: request.refund_amount_paise, upiId: request.upi_id, reference: ref });
          return null;
        }
        if (!order.isPaid || !order.paymentId) throw new AppError('ORDER_NOT_REFUNDABLE', 'This order has no online payment to refund.', { orderId: order.id, status: order.status, event: ReturnEvent.REFUND_STARTED });
        await returnLifecycle.apply(tx, request, ReturnEvent.REFUND_STARTED, staffCause(ctx));
        await audited(tx, 'returns.refund', before, { state: request.state, refundState: request.refund_state, amountPaise: request.refund_amount_paise });
        return { paymentId: order.paymentId, amountPaise: request.refund_amount_paise, receipt: `return-${id}` };
      },
      async settle(tx, outcome) {
        const request = await requireRequest(tx, id);
        const refundId = 'refundId' in outcome ? outcome.refundId : null;
        await returnLifecycle.apply(tx, request, refundId ? ReturnEvent.REFUND_DONE : ReturnEvent.REFUND_FAILED, {
          actor: 'payment provider',
          changes: refundId ? { refund_id: refundId } : undefined,
        });
      },
    });
    return requireRequest(ctx, id, false);
  },
};

/**
 * An exchange's replacement order was cancelled (by the shop) or came back undelivered (returned to
 * origin): the shopper sent the original item back and now gets no goods, so the exchange turns into
 * a return of that line. In the order change's own transaction (an order event): the request goes back
 * to received with the line's amount due (staff refund it from the returns screen, as a return), a
 * credit note for the original line reverses its supply, and the step is kept in the request's history
 * and mailed to the shopper. The replacement's stock went back through the order lifecycle already.
 */
export async function onReplacementCancelled(tx: RequestContext, e: OrderEventMessage): Promise<void> {
  if (e.to !== 'cancelled' || e.from === 'cancelled' || e.from === null || e.subjectId) return;
  const request = (await rowsOf<ReturnRequestRow>(tx, 'SELECT * FROM return_request WHERE replacement_order_id = $1 FOR UPDATE', [e.orderId]))[0];
  // Not a replacement, or its exchange was turned into a refund already (an event handled twice).
  if (!request || !requestTransition(request, ReturnEvent.REPLACEMENT_CANCELLED)) return;
  const order = await ordersService.findForStaff(tx, request.order_id);
  const line = order?.lines.find((l) => l.id === request.order_line_id);
  if (!line) throw new Error(`return request ${request.id}: its order line is gone`);
  const replacement = `#${e.orderId.slice(-6).toUpperCase()}`;
  const rto = e.event === 'returned_to_origin';
  const cause: RequestCause = rto
    ? { actor: 'courier', note: `Replacement order ${replacement} came back undelivered` }
    : { ...staffCause(tx), note: `Replacement order ${replacement} cancelled` };
  await returnLifecycle.apply(tx, request, ReturnEvent.REPLACEMENT_CANCELLED, { ...cause, changes: { refund_amount_paise: line.amountPaise } });
  // The goods came back and none went out in their place: now the supply is reversed, for this line only.
  const variant = line.size && line.size !== 'NA' ? ` (size ${line.size})` : '';
  await invoiceService.issueCreditNote(
    tx,
    request.order_id,
    `Goods returned: ${line.productName}${variant} × ${line.quantity}, exchange ${request.id.slice(-6).toUpperCase()} (replacement order ${replacement} ${rto ? 'returned undelivered' : 'cancelled'})`,
    { lines: [{ orderLineId: line.id, position: line.position, quantity: line.quantity }] },
  );
}

/** Staff: the request's n-th video (0-based) as a stream, or null when there is none. */
export async function returnVideoForStaff(ctx: RequestContext, id: string, index: number) {
  const request = await returnsService.findForStaff(ctx, id);
  const key = request?.video_keys[index];
  if (!key) return null;
  return (await mediaService.store(ctx)).stream(key);
}

/**
 * When an exchange is approved, the replacement size's stock is reserved at once (taken through the stock
 * writer; the ledger names the original order and the exchange), so the shopper's new size cannot sell out
 * while the parcel travels back. With too little stock nothing is taken and the approval goes ahead: the
 * replacement then takes its stock when the parcel is received, as before (or waits, out of stock).
 */
async function reserveReplacement(tx: RequestContext, request: ReturnRequestRow): Promise<boolean> {
  const order = await ordersService.findForStaff(tx, request.order_id);
  const line = order?.lines.find((l) => l.id === request.order_line_id);
  if (!line || !request.replacement_product_id || !request.replacement_size) return false;
  const taken = await catalogService.takeStock(tx, [{ productId: request.replacement_product_id, size: request.replacement_size, quantity: line.quantity }], {
    reason: 'order_placed',
    orderId: request.order_id,
    staffId: tx.staff?.id ?? null,
    staffEmail: tx.staff?.email ?? null,
    note: `Reserved for exchange ${request.id}`,
  });
  return taken.ok;
}
