import type { PromotionRowFragment } from '../../gql/graphql';
import { formatPaise } from '../../lib/money';

/** What a promotion gives, in a shopper's words: "15% off", "3 for ₹999", "Buy 2 get 1 free". */
export function offerOf(p: PromotionRowFragment): string {
  if (p.kind === 'bundle') return `Any ${p.bundleSize} for ${formatPaise(p.bundlePricePaise ?? 0)}`;
  if (p.kind === 'bxgy') return `Buy ${p.buyQuantity} get ${p.getQuantity} ${p.getPercent === 100 ? 'free' : `at ${p.getPercent}% off`}`;
  if (p.valueType === 'free_shipping') return 'Free shipping';
  const off = p.valueType === 'percent' ? `${p.value}% off` : `${formatPaise(p.value)} off${p.kind === 'sale' ? ' each' : ''}`;
  return p.minOrderPaise > 0 ? `${off} orders of ${formatPaise(p.minOrderPaise)}+` : off;
}

/** "Collection: buy 3 @999", "Category: men", "Whole order". */
export function targetsOf(p: PromotionRowFragment): string {
  if (!p.targets.length) return 'Whole order';
  return p.targets.map((t) => `${t.slice(0, t.indexOf(':')).replace(/^./, (c) => c.toUpperCase())}: ${t.slice(t.indexOf(':') + 1)}`).join(', ');
}

/** Instants as India's clock shows them: promotions start and end in India time whatever the staff member's browser says. */
const indiaTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
export const formatIndiaTime = (iso: string | null | undefined) => (iso ? `${indiaTime.format(new Date(iso))} IST` : '—');

/** A <input type="datetime-local"> value read as India time (UTC+05:30), as an ISO instant; undefined when empty. */
export function indiaLocalToIso(value: string): string | undefined {
  if (!value) return undefined;
  return new Date(`${value}:00+05:30`).toISOString();
}

export const KIND_LABELS: Record<string, string> = { sale: 'Automatic sale', bundle: 'Bundle', bxgy: 'Buy X get Y', coupon: 'Coupon code' };
