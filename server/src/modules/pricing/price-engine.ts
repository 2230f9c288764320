/**
 * THE PRICE ENGINE: every amount a shopper sees or pays is computed here, from priced lines, the
 * promotions in force and the shipping rules. Pure (no database, no clock): the pricing service loads
 * what it needs and hands it in, so the cart, checkout, the order placed from the cart, the invoice and
 * the legacy REST answers all get the same numbers from the same inputs.
 *
 * The order of work (as Shopify's discounts do): item discounts first (automatic sales, bundles, buy X
 * get Y), then order discounts (coupons) on what the items cost after them, then shipping, measured on
 * the merchandise after every discount.
 *
 * Rounding, to the paisa (the documented split rule): a discount that covers several units is split
 * across them in proportion to what each unit costs at that point, each share rounded down, and the
 * paise left over go one each to the units with the largest remainders (ties: the earlier unit in the
 * cart). A bundle's price is split across its units the same way, in proportion to their list prices.
 * A line's discount is the sum of its units' shares, so lines always add up to the order exactly.
 */

/** One line as priced: its unit price can come from a product or (later) a variant. */
export interface PricedLineInput {
  /** Stable key of the line in the cart or order (the caller's). */
  key: string;
  productId: string;
  /** The selling price of one unit, in paise, tax included. */
  unitPricePaise: number;
  /** The MRP of one unit: what a struck-through price shows. */
  mrpPaise: number;
  quantity: number;
  /** What promotions can target: `product:<id>`, `category:<c>`, `collection:<key>`. */
  tags: string[];
}

export type PromotionKind = 'sale' | 'bundle' | 'bxgy' | 'coupon';
export type DiscountValueType = 'percent' | 'fixed' | 'free_shipping';

export interface PromotionRule {
  id: string;
  title: string;
  kind: PromotionKind;
  /** A coupon's code (upper case), null for automatic promotions. */
  code: string | null;
  /** Whether it may apply together with other promotions. */
  combines: boolean;
  /** Tags of the lines it applies to; empty: every line (coupons only; item promotions need a target). */
  targets: string[];
  /** sale and coupon: percent (1-100), fixed (paise off each unit for a sale, off the order for a coupon) or free shipping (coupon). */
  valueType: DiscountValueType;
  value: number;
  /** bundle: N units for `bundlePricePaise`. */
  bundleSize: number | null;
  bundlePricePaise: number | null;
  /** bxgy: buy X, get Y at `getPercent` off (100: free). */
  buyQuantity: number | null;
  getQuantity: number | null;
  getPercent: number | null;
  /** coupon: the merchandise (after item discounts) must come to at least this. */
  minOrderPaise: number;
}

export interface ShippingRules {
  /** Orders at or over this, after discounts, ship free. */
  freeOverPaise: number;
  /** The charge below it. */
  flatPaise: number;
  /** Added to cash-on-delivery orders. */
  codFeePaise: number;
}

export interface PriceRequest {
  lines: PricedLineInput[];
  /** The automatic promotions in force (active, in their dates, not paused). */
  automatic: PromotionRule[];
  /** The shopper's coupon, when it may be used now (the service checked dates, limits and the shopper). */
  coupon: PromotionRule | null;
  shipping: ShippingRules;
  /** Cash on delivery adds the COD fee; null when not chosen yet (the cart). */
  paymentMode: 'COD' | 'Razorpay' | null;
}

export interface PricedLine {
  key: string;
  productId: string;
  quantity: number;
  unitPricePaise: number;
  mrpPaise: number;
  /** unit price × quantity. */
  grossPaise: number;
  /** Every discount on this line, split to the paisa. */
  discountPaise: number;
  /** What the line is sold for: gross − discount (the taxable value is backed out of it). */
  netPaise: number;
  /** The saving on the line per promotion id. */
  savings: Record<string, number>;
}

export interface AppliedPromotion {
  id: string;
  title: string;
  code: string | null;
  savingPaise: number;
}

export interface PriceResult {
  lines: PricedLine[];
  /** Sum of the lines' gross amounts. */
  subtotalPaise: number;
  /** Every item and order discount (not the shipping saving). */
  discountPaise: number;
  shippingPaise: number;
  codFeePaise: number;
  /** subtotal − discount + shipping + COD fee. */
  totalPaise: number;
  /** What the shipping rules measure: merchandise after discounts. */
  merchandisePaise: number;
  /** How much more merchandise would ship free (0 when it does already or the cart is empty). */
  freeShippingGapPaise: number;
  promotions: AppliedPromotion[];
  /** Whether the coupon handed in was applied (it may lose to a better combination of automatic offers). */
  couponApplied: boolean;
}

interface Unit {
  line: number;
  base: number;
  price: number;
  /** In a bundle or a buy-X-get-Y group already: no second of those. */
  grouped: boolean;
  savings: Map<string, number>;
}

const matches = (p: PromotionRule, line: PricedLineInput) => p.targets.length === 0 ? p.kind === 'coupon' : p.targets.some((t) => line.tags.includes(t));

/** Splits `amount` over `weights` to the paisa: floor shares, remainders largest first, ties by position. */
export function splitByWeight(amount: number, weights: number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((amount * w) / total));
  const order = weights.map((w, i) => ({ i, rem: (amount * w) % total })).sort((a, b) => b.rem - a.rem || a.i - b.i);
  let left = amount - shares.reduce((s, x) => s + x, 0);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

const addSaving = (u: Unit, id: string, paise: number) => {
  if (paise > 0) u.savings.set(id, (u.savings.get(id) ?? 0) + paise);
};

/** Sort units by what they cost, dearest first; ties by their place in the cart (deterministic). */
const dearestFirst = (units: Unit[], key: 'base' | 'price') => [...units].sort((a, b) => b[key] - a[key] || a.line - b.line);

function applySale(p: PromotionRule, units: Unit[], lines: PricedLineInput[]) {
  for (const u of units) {
    if (u.grouped || !matches(p, lines[u.line])) continue;
    const off = p.valueType === 'percent' ? Math.round((u.base * p.value) / 100) : p.valueType === 'fixed' ? Math.min(p.value, u.base) : 0;
    // A unit takes the best sale only: sales never stack on one unit.
    const current = u.base - u.price;
    if (off > current) {
      u.savings.clear();
      u.price = u.base - off;
      addSaving(u, p.id, off);
    }
  }
}

/**
 * Any N eligible units for the bundle price, as many bundles as fit, the dearest units first (what
 * saves the shopper most), a bundle only when it costs less than its units would.
 */
function applyBundle(p: PromotionRule, units: Unit[], lines: PricedLineInput[]) {
  const n = p.bundleSize ?? 0;
  const price = p.bundlePricePaise ?? 0;
  if (n < 1) return;
  const eligible = dearestFirst(units.filter((u) => !u.grouped && matches(p, lines[u.line])), 'price');
  for (let i = 0; i + n <= eligible.length; i += n) {
    const group = eligible.slice(i, i + n);
    if (group.reduce((s, u) => s + u.price, 0) <= price) break;
    const shares = splitByWeight(price, group.map((u) => u.base));
    group.forEach((u, k) => {
      u.grouped = true;
      u.savings.clear();
      u.price = shares[k];
      addSaving(u, p.id, u.base - shares[k]);
    });
  }
}

/** Buy X get Y: in each group of X+Y eligible units (dearest first), the Y cheapest get the percent off. */
function applyBxgy(p: PromotionRule, units: Unit[], lines: PricedLineInput[]) {
  const x = p.buyQuantity ?? 0;
  const y = p.getQuantity ?? 0;
  const pct = p.getPercent ?? 100;
  if (x < 1 || y < 1) return;
  const eligible = dearestFirst(units.filter((u) => !u.grouped && matches(p, lines[u.line])), 'price');
  for (let i = 0; i + x + y <= eligible.length; i += x + y) {
    const group = eligible.slice(i, i + x + y);
    group.forEach((u, k) => {
      u.grouped = true;
      if (k < x) return;
      const off = Math.round((u.price * pct) / 100);
      u.price -= off;
      addSaving(u, p.id, off);
    });
  }
}

/** A coupon's order discount, split over the units it covers in proportion to their price now. */
function applyOrderCoupon(p: PromotionRule, units: Unit[], lines: PricedLineInput[]) {
  const covered = units.filter((u) => matches(p, lines[u.line]) && u.price > 0);
  const base = covered.reduce((s, u) => s + u.price, 0);
  const off = p.valueType === 'percent' ? Math.round((base * p.value) / 100) : p.valueType === 'fixed' ? Math.min(p.value, base) : 0;
  const shares = splitByWeight(off, covered.map((u) => u.price));
  covered.forEach((u, k) => {
    u.price -= shares[k];
    addSaving(u, p.id, shares[k]);
  });
}

/** Merchandise a coupon's minimum is measured against: its covered lines after item discounts. */
export function couponBase(p: PromotionRule, req: Pick<PriceRequest, 'lines' | 'automatic'>): number {
  const r = priceLines({ ...req, coupon: null, shipping: { freeOverPaise: 0, flatPaise: 0, codFeePaise: 0 }, paymentMode: null });
  return r.lines.filter((l, i) => matches(p, req.lines[i])).reduce((s, l) => s + l.netPaise, 0);
}

const ITEM_ORDER: Record<PromotionKind, number> = { sale: 0, bundle: 1, bxgy: 2, coupon: 3 };

/** Prices the request with exactly the promotions `chosen` (the caller made sure they may combine). */
function evaluate(req: PriceRequest, chosen: PromotionRule[]): PriceResult {
  const units: Unit[] = [];
  req.lines.forEach((l, i) => {
    for (let k = 0; k < l.quantity; k++) units.push({ line: i, base: l.unitPricePaise, price: l.unitPricePaise, grouped: false, savings: new Map() });
  });
  const ordered = [...chosen].sort((a, b) => ITEM_ORDER[a.kind] - ITEM_ORDER[b.kind] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const freeShippingCoupons: PromotionRule[] = [];
  for (const p of ordered) {
    if (p.kind === 'sale') applySale(p, units, req.lines);
    else if (p.kind === 'bundle') applyBundle(p, units, req.lines);
    else if (p.kind === 'bxgy') applyBxgy(p, units, req.lines);
    else if (p.valueType === 'free_shipping') freeShippingCoupons.push(p);
    else applyOrderCoupon(p, units, req.lines);
  }
  const lines: PricedLine[] = req.lines.map((l, i) => {
    const mine = units.filter((u) => u.line === i);
    const savings: Record<string, number> = {};
    for (const u of mine) for (const [id, s] of u.savings) savings[id] = (savings[id] ?? 0) + s;
    const grossPaise = l.unitPricePaise * l.quantity;
    const netPaise = mine.reduce((s, u) => s + u.price, 0);
    return { key: l.key, productId: l.productId, quantity: l.quantity, unitPricePaise: l.unitPricePaise, mrpPaise: l.mrpPaise, grossPaise, discountPaise: grossPaise - netPaise, netPaise, savings };
  });
  const subtotalPaise = lines.reduce((s, l) => s + l.grossPaise, 0);
  const merchandisePaise = lines.reduce((s, l) => s + l.netPaise, 0);
  const discountPaise = subtotalPaise - merchandisePaise;
  const charged = lines.length > 0 && merchandisePaise < req.shipping.freeOverPaise ? req.shipping.flatPaise : 0;
  const freeShip = freeShippingCoupons[0];
  const shippingPaise = freeShip ? 0 : charged;
  const codFeePaise = lines.length > 0 && req.paymentMode === 'COD' ? req.shipping.codFeePaise : 0;
  const promotions: AppliedPromotion[] = [];
  for (const p of ordered) {
    const saving = p === freeShip ? charged : lines.reduce((s, l) => s + (l.savings[p.id] ?? 0), 0);
    if (saving > 0) promotions.push({ id: p.id, title: p.title, code: p.code, savingPaise: saving });
  }
  return {
    lines,
    subtotalPaise,
    discountPaise,
    shippingPaise,
    codFeePaise,
    totalPaise: merchandisePaise + shippingPaise + codFeePaise,
    merchandisePaise,
    freeShippingGapPaise: lines.length > 0 && merchandisePaise < req.shipping.freeOverPaise ? req.shipping.freeOverPaise - merchandisePaise : 0,
    promotions,
    couponApplied: !!req.coupon && promotions.some((p) => p.id === req.coupon!.id),
  };
}

/**
 * The combinations allowed: every promotion that combines, together; and each one that does not,
 * alone. (A promotion that combines never makes the shopper pay more, so subsets add nothing.)
 */
function combinations(all: PromotionRule[]): PromotionRule[][] {
  const together = all.filter((p) => p.combines);
  return [together, ...all.filter((p) => !p.combines).map((p) => [p]), []];
}

/**
 * Whether `a` is better for the shopper than `b`: the larger discount on the merchandise (as Shopify
 * chooses among discounts; shipping then follows from the rules on what is left); then the lower
 * total (a free-shipping coupon); then the one with the shopper's coupon (they asked for it).
 */
function better(a: PriceResult, b: PriceResult): boolean {
  if (a.merchandisePaise !== b.merchandisePaise) return a.merchandisePaise < b.merchandisePaise;
  if (a.totalPaise !== b.totalPaise) return a.totalPaise < b.totalPaise;
  return a.couponApplied && !b.couponApplied;
}

/**
 * Prices the lines with the best allowed combination for the shopper (see `better`); among equals the
 * one listed first wins (all promotions that combine, then each one that does not, by id): the same
 * inputs always give the same answer.
 */
export function priceLines(req: PriceRequest): PriceResult {
  const all = [...req.automatic, ...(req.coupon ? [req.coupon] : [])].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  let best: PriceResult | null = null;
  for (const combo of combinations(all)) {
    const r = evaluate(req, combo);
    if (!best || better(r, best)) best = r;
  }
  return best!;
}
