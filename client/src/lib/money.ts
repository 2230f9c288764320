/**
 * Indian digit grouping (12,34,567: thousands, then pairs), written out by hand: the first
 * `Intl.NumberFormat('en-IN')` a page creates loads the locale's data, tens of milliseconds of a
 * phone's main thread during start-up, for a format this simple.
 *
 * The back office shows its amounts with this file too (client/admin/src/lib/money.ts): it must import nothing,
 * or the storefront's code would follow it into the staff build.
 */
export function groupIndian(whole: number): string {
  const digits = String(Math.trunc(Math.abs(whole)));
  const sign = whole < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3);
  return `${sign}${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** ₹1,299.99 from 129999 paise (as Intl's en-IN currency format writes it). */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.round(Math.abs(paise));
  return `${sign}₹${groupIndian(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}
