/**
 * CSV as RFC 4180 writes it: fields separated by commas, records by CRLF; a field holding a comma, a
 * double quote, CR or LF is quoted, with its quotes doubled. A field starting with =, +, - or @ (or a tab
 * or CR) gets a leading apostrophe inside it, so a spreadsheet that opens the file shows it as text
 * instead of running it as a formula; that apostrophe is removed again on import (see unguardCell).
 */
const NEEDS_QUOTES = /[",\r\n]/;
/** A formula-like text, or one that already starts with guard-like apostrophes: each gets one more, which import removes. */
const GUARDED_START = /^'*[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && GUARDED_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated. */
export const csvRecord = (cells: (string | number | boolean | null | undefined)[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * A cell as written by csvCell, back to its text: the apostrophe that kept a formula-like text inert is
 * dropped (one only, so a text that itself began with `'=` comes back as it was).
 */
export const unguardCell = (cell: string): string => (cell.startsWith("'") && GUARDED_START.test(cell.slice(1)) ? cell.slice(1) : cell);
