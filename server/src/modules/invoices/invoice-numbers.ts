/** The longest invoice number the GST rules allow, and the characters they allow in it. */
export const INVOICE_NUMBER_MAX = 16;
export const INVOICE_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

/**
 * The owner's series prefix: one to three letters, digits or '-', so that `RZ/25-26/000123` and the
 * credit notes' `RZC/25-26/000004` stay within 16 characters with room for a million numbers a year.
 */
export const SERIES_PREFIX_PATTERN = /^[A-Z0-9-]{1,3}$/;

export type DocumentKind = 'invoice' | 'credit_note';

const IST_OFFSET_MS = 330 * 60_000;

/** The calendar day in India (YYYY-MM-DD) at a moment: GST dates are India's dates. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The financial year (April to March, in India's time) a moment falls in, as invoices write it:
 * 31 March 2026 is in "25-26", 1 April 2026 in "26-27".
 */
export function financialYear(at: Date): string {
  const [year, month] = indiaDay(at).split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The part of a number before its serial: invoices `RZ/25-26/`, credit notes `RZC/25-26/` (the prefix
 * of the document's kind, from the shop's legal details). Credit notes are their own consecutive
 * series, as the rules ask of every kind of tax document.
 */
export function seriesOf(prefix: string, fy: string): string {
  return `${prefix}/${fy}/`;
}

/**
 * The document number: the series and the serial, zero-padded to six digits where 16 characters
 * allow. A serial that no longer fits in 16 characters is refused (the owner shortens the prefix).
 */
export function documentNumber(series: string, serial: number): string {
  const room = INVOICE_NUMBER_MAX - series.length;
  const digits = String(serial);
  if (!Number.isSafeInteger(serial) || serial < 1 || digits.length > room) {
    throw new Error(`invoice serial ${serial} does not fit the series ${series} within ${INVOICE_NUMBER_MAX} characters`);
  }
  return series + digits.padStart(Math.min(6, room), '0');
}
