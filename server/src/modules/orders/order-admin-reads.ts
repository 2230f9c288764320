import { Brackets, type SelectQueryBuilder } from 'typeorm';
import { badInput } from '../../common/errors';
import type { PageArgs } from '../../common/pagination';
import { isUuid } from '../../common/validation';
import type { RequestContext } from '../../context';
import { staffService } from '../staff/staff.service';
import { OrderHistoryEntity } from './order-history.entity';
import { allows } from './order-lifecycle';
import { OrderEntity, OrderStatus } from './order.entity';
import { ACTION_EVENTS, AdminOrderAction, AdminOrderSort, type AdminOrder, type AdminOrderEvent, type AdminOrderFilter } from './order-admin.types';

/** The code shoppers see for an order ("Order #ABC123"): the last 6 characters of its id, in capitals. */
export const orderCode = (id: string) => id.slice(-6).toUpperCase();

const SORTS: Record<AdminOrderSort, [string, 'ASC' | 'DESC']> = {
  [AdminOrderSort.NEWEST]: ['o.createdAt', 'DESC'],
  [AdminOrderSort.OLDEST]: ['o.createdAt', 'ASC'],
  [AdminOrderSort.TOTAL_HIGH]: ['o.totalPaise', 'DESC'],
  [AdminOrderSort.TOTAL_LOW]: ['o.totalPaise', 'ASC'],
};

const likeEscaped = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a search box entry may be, all tried at once (any match counts): the order's id, its 6-character
 * code (with or without '#'), a phone number (a full Indian mobile in any usual spelling, or its last
 * digits), part of the customer's e-mail or name.
 */
function applySearch(q: SelectQueryBuilder<OrderEntity>, raw: string) {
  const text = raw.trim();
  if (!text) return;
  q.andWhere(
    new Brackets((or) => {
      if (isUuid(text)) or.orWhere('o.id = :sid', { sid: text.toLowerCase() });
      const code = /^#?([0-9a-f]{6})$/i.exec(text)?.[1];
      if (code) or.orWhere('right(o.id::text, 6) = :code', { code: code.toLowerCase() });
      if (/^\+?[\d\s-]{4,}$/.test(text)) {
        let digits = text.replace(/\D/g, '');
        if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
        if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
        or.orWhere(`o.mobileNumber LIKE :phone ESCAPE '\\'`, { phone: `%${digits}` });
      }
      const like = `%${likeEscaped(text)}%`;
      or.orWhere(`o.customerEmail ILIKE :like ESCAPE '\\'`, { like });
      or.orWhere(`o.customerName ILIKE :like ESCAPE '\\'`, { like });
    }),
  );
}

/** The back office's view of an order (its lines loaded). */
export function toAdminOrder(o: OrderEntity): AdminOrder {
  return {
    id: o.id,
    code: orderCode(o.id),
    status: o.status,
    createdAt: o.createdAt,
    customer: { name: o.customerName, email: o.customerEmail },
    shipTo: {
      name: o.customerName,
      phone: o.mobileNumber,
      address: o.address,
      landmark: o.landmark,
      area: o.area,
      district: o.district,
      state: o.state,
      pincode: o.pincode,
    },
    lines: o.lines,
    itemCount: o.lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotalPaise: o.subtotalPaise,
    discountPaise: o.discountPaise,
    codFeePaise: o.codFeePaise,
    shippingPaise: o.shippingPaise,
    totalPaise: o.totalPaise,
    payment: {
      mode: o.paymentMode,
      isPaid: o.isPaid,
      paidAt: o.paidAt,
      providerOrderId: o.razorpayOrderId,
      paymentId: o.paymentId,
      refundStatus: o.refundStatus,
      refundId: o.refundId,
      refundedAt: o.refundedAt,
    },
    carrier: o.carrier,
    trackingId: o.trackingId,
    shippedAt: o.shippedAt,
    deliveredAt: o.deliveredAt,
    cancelledAt: o.cancelledAt,
    lifecycleActions: (Object.keys(ACTION_EVENTS) as AdminOrderAction[]).filter((a) => allows(o, ACTION_EVENTS[a])),
  };
}

/**
 * Every order, as staff list them: narrowed by `filter` (statuses, payment mode, paid or not, placed
 * from/before, a search), sorted, a page at a time, with how many match in all.
 */
export async function listForStaff(
  ctx: RequestContext,
  filter: AdminOrderFilter,
  sort: AdminOrderSort,
  page: PageArgs,
): Promise<{ items: OrderEntity[]; total: number }> {
  if (filter.from && filter.to && filter.from >= filter.to) throw badInput('The date range ends before it starts.');
  const q = ctx.em.createQueryBuilder(OrderEntity, 'o');
  if (filter.status?.length) q.andWhere('o.status IN (:...statuses)', { statuses: filter.status });
  if (filter.paymentMode) q.andWhere('o.paymentMode = :mode', { mode: filter.paymentMode });
  if (filter.paid != null) q.andWhere('o.isPaid = :paid', { paid: filter.paid });
  if (filter.from) q.andWhere('o.createdAt >= :from', { from: filter.from });
  if (filter.to) q.andWhere('o.createdAt < :to', { to: filter.to });
  if (filter.search) applySearch(q, filter.search);

  const [column, direction] = SORTS[sort];
  const pageQuery = q.clone().select('o.id', 'id').orderBy(column, direction);
  // Ties newest first (orderBy keeps one direction per column, so only another column is added).
  if (column !== 'o.createdAt') pageQuery.addOrderBy('o.createdAt', 'DESC');
  const [total, rows] = await Promise.all([
    q.getCount(),
    pageQuery
      .addOrderBy('o.id', direction)
      .offset(page.offset ?? 0)
      .limit(page.limit ?? 25)
      .getRawMany<{ id: string }>(),
  ]);
  if (rows.length === 0) return { items: [], total };
  const ids = rows.map((r) => r.id);
  const loaded = await ctx.em
    .createQueryBuilder(OrderEntity, 'o')
    .leftJoinAndSelect('o.lines', 'l')
    .where('o.id IN (:...ids)', { ids })
    .orderBy('l.position', 'ASC')
    .getMany();
  const byId = new Map(loaded.map((o) => [o.id, o]));
  return { items: ids.map((id) => byId.get(id)!), total };
}

/** Any order by id, with its lines; null when there is none (or the id is malformed). */
export async function findForStaff(ctx: RequestContext, id: string): Promise<OrderEntity | null> {
  if (!isUuid(id)) return null;
  return ctx.em.createQueryBuilder(OrderEntity, 'o').leftJoinAndSelect('o.lines', 'l').where('o.id = :id', { id }).orderBy('l.position', 'ASC').getOne();
}

/**
 * Orders by id, with their lines, in one query (a page of return requests names up to a page of orders);
 * ids that are malformed or unknown are left out.
 */
export async function findManyForStaff(ctx: RequestContext, ids: string[]): Promise<OrderEntity[]> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (!valid.length) return [];
  return ctx.em.createQueryBuilder(OrderEntity, 'o').leftJoinAndSelect('o.lines', 'l').where('o.id IN (:...ids)', { ids: valid }).orderBy('l.position', 'ASC').getMany();
}

const ACTOR_NAMES: Record<string, string> = {
  operator: 'Command line',
  'payment provider': 'Payment provider',
  system: 'Shop (automatic)',
};

/** The order's history, oldest first, each step with who took it in words (staff by name). */
export async function timelineForStaff(ctx: RequestContext, order: Pick<AdminOrder, 'id' | 'customer'>): Promise<AdminOrderEvent[]> {
  const rows = await ctx.em.find(OrderHistoryEntity, { where: { orderId: order.id }, order: { at: 'ASC', id: 'ASC' } });
  return Promise.all(
    rows.map(async (h) => {
      const staff = h.staffId ? await staffService.loadById(ctx, h.staffId) : null;
      const named = h.actor === 'shopper' ? order.customer.name : h.actor === 'staff' ? (staff?.name ?? 'Staff') : (ACTOR_NAMES[h.actor] ?? h.actor);
      // A step taken in a staff member's request by another actor (the test courier moved by hand) names them too.
      const actorName = h.actor !== 'staff' && staff ? `${named}, moved by ${staff.name}` : named;
      return { event: h.event, fromStatus: h.fromStatus, status: h.toStatus, actor: h.actor, actorName, staffId: h.staffId, note: h.note, at: h.at };
    }),
  );
}

/** Statuses an order waits in to be shipped: placed cash on delivery, or paid (or confirmed by the shop). */
export const AWAITING_SHIPMENT: OrderStatus[] = [OrderStatus.PENDING, OrderStatus.CONFIRMED];

/**
 * Statuses of an order that is a sale: a placed cash-on-delivery order or a paid online one that has not
 * been cancelled (an online order reaches `confirmed` only when paid; unpaid, failed and expired attempts
 * are not sales).
 */
export const SALE_STATUSES: OrderStatus[] = [OrderStatus.PENDING, OrderStatus.CONFIRMED, OrderStatus.SHIPPED, OrderStatus.DELIVERED];

export interface OrderFigures {
  todayStartsAt: Date;
  weekStartsAt: Date;
  ordersToday: number;
  revenueTodayPaise: number;
  ordersThisWeek: number;
  revenueThisWeekPaise: number;
  awaitingShipment: number;
}

/**
 * The dashboard's order figures at `now`. "Today" and "this week" are the shop's: India time
 * (Asia/Kolkata), the week from Monday 00:00. An order counts in both its day and its week by when it
 * was placed, and only as a sale (SALE_STATUSES: a COD order once placed, an online one once paid; a
 * cancelled one leaves the figures, refunded or not; an exchange's replacement, sent for nothing, is
 * no sale); revenue is what those orders charge, delivery included. Orders waiting to ship are counted whenever placed.
 */
export async function orderFigures(ctx: RequestContext, now: Date): Promise<OrderFigures> {
  const [row] = await ctx.em.query(
    `WITH b AS (
       SELECT date_trunc('day', $1::timestamptz AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata' AS day_start,
              date_trunc('week', $1::timestamptz AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata' AS week_start
     )
     SELECT b.day_start, b.week_start,
       count(o.id) FILTER (WHERE o.created_at >= b.day_start)::int AS orders_today,
       coalesce(sum(o.total_paise) FILTER (WHERE o.created_at >= b.day_start), 0)::bigint AS revenue_today,
       count(o.id)::int AS orders_week,
       coalesce(sum(o.total_paise), 0)::bigint AS revenue_week,
       (SELECT count(*)::int FROM customer_order WHERE status = ANY($3)) AS awaiting
     FROM b LEFT JOIN customer_order o ON o.created_at >= b.week_start AND o.created_at <= $1 AND o.status = ANY($2) AND o.replaces_order_id IS NULL
     GROUP BY b.day_start, b.week_start`,
    [now, SALE_STATUSES, AWAITING_SHIPMENT],
  );
  return {
    todayStartsAt: new Date(row.day_start),
    weekStartsAt: new Date(row.week_start),
    ordersToday: row.orders_today,
    revenueTodayPaise: Number(row.revenue_today),
    ordersThisWeek: row.orders_week,
    revenueThisWeekPaise: Number(row.revenue_week),
    awaitingShipment: row.awaiting,
  };
}
