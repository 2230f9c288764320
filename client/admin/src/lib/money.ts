/*
 * Shown amounts come from the storefront's format, so staff and shoppers read the same ₹ figure. That file
 * imports nothing, so only it comes into this build (the one storefront file the lint lets the back office import).
 */
export { formatPaise } from '../../../src/lib/money';

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
