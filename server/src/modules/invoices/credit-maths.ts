import type { InvoiceLine } from './invoice.entity';
import { lineTax, type TaxSplit } from './tax-maths';

type Amounts = Pick<InvoiceLine, 'amountPaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>;
const AMOUNTS = ['amountPaise', 'taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const;

/** What an invoice line's first `units` pieces carry, tax backed out as the invoice did; all of them: the invoice line itself. */
function firstUnits(line: InvoiceLine, units: number, split: TaxSplit): Amounts {
  if (units >= line.quantity) return line;
  const amountPaise = Math.round((line.amountPaise * units) / line.quantity);
  return { amountPaise, ...lineTax(amountPaise, line.rateBp, split) };
}

/**
 * The lines of the next credit note of an invoice: for each invoice line (by index) the pieces `want`
 * asks for ('rest': everything not credited yet), never more than is left after the earlier credit
 * notes. Amounts are differences of totals: a line whose first c pieces are credited has credited
 * exactly what those pieces carry (backed out of their tax-inclusive price at the invoice's rate, as
 * the invoice did), so the last piece credited brings every amount to the invoice line's own, to the
 * paisa, whatever the order the pieces came back in. Each amount only grows with the pieces
 * (taxable and tax both rise with the price), so no line of a credit note is ever negative. Empty
 * when nothing asked for is left.
 */
export function creditLines(invoiceLines: InvoiceLine[], split: TaxSplit, earlier: InvoiceLine[][], want: 'rest' | ReadonlyMap<number, number>): InvoiceLine[] {
  const credited = invoiceLines.map(() => ({ quantity: 0, amountPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }));
  for (const lines of earlier) {
    lines.forEach((l, i) => {
      const c = credited[l.invoiceLine ?? i];
      if (!c) return;
      c.quantity += l.quantity;
      for (const k of AMOUNTS) c[k] += l[k];
    });
  }
  const result: InvoiceLine[] = [];
  invoiceLines.forEach((line, i) => {
    const done = credited[i];
    const left = line.quantity - done.quantity;
    const units = Math.min(left, want === 'rest' ? left : (want.get(i) ?? 0));
    if (units <= 0) return;
    const upTo = firstUnits(line, done.quantity + units, split);
    const next: InvoiceLine = { ...line, quantity: units, invoiceLine: i, amountPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
    for (const k of AMOUNTS) {
      next[k] = upTo[k] - done[k];
      if (next[k] < 0) throw new Error(`credit note line ${i + 1}: ${k} would be negative (${next[k]})`);
    }
    result.push(next);
  });
  return result;
}
