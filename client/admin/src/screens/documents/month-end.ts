/** Months as the accountant picks them (YYYY-MM, an <input type="month">) and as GST writes them (MMYYYY). */

/** This month in India (YYYY-MM): GST periods are India's months. */
export function currentMonth(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 7);
}

/** 2026-11 → 112026, the `fp` (return period) GSTR-1 names. */
export const gstPeriod = (month: string) => `${month.slice(5, 7)}${month.slice(0, 4)}`;

/** The first and last day of a month (YYYY-MM-DD). */
export function monthDays(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** A month in words: 2026-11 → November 2026. */
export const monthName = (month: string) => new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/** The GSTR-1 tables offered as CSV, with what each holds. */
export const GSTR1_TABLES: { table: string; label: string }[] = [
  { table: 'b2b', label: 'B2B invoices (4A)' },
  { table: 'b2cl', label: 'B2C large, inter-state over ₹1 lakh (5)' },
  { table: 'b2cs', label: 'B2C small, by state and rate (7)' },
  { table: 'cdnr', label: 'Credit notes to registered buyers (9B)' },
  { table: 'cdnur', label: 'Credit notes to unregistered buyers (9B)' },
  { table: 'hsn_b2b', label: 'HSN summary, B2B (12)' },
  { table: 'hsn_b2c', label: 'HSN summary, B2C (12)' },
  { table: 'docs', label: 'Documents issued (13)' },
];
