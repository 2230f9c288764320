/** Indian digit grouping (12,34,567): thousands, then pairs. */
export function groupIndian(whole: number): string {
  const digits = String(Math.trunc(Math.abs(whole)));
  const sign = whole < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3);
  return `${sign}${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** ₹1,299.99 from 129999 paise, as Intl's en-IN currency format writes it. */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.round(Math.abs(paise));
  return `${sign}₹${groupIndian(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** Rupees as typed in a form ("1299", "1,299.5", "₹ 1299.50") to paise; null when it is not an amount. */
export function parseRupees(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Paise back to what a price field shows: "1299.50", "1299". */
export function paiseToRupeesText(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}
