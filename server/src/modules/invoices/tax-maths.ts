/**
 * GST arithmetic in integer paise and basis points (500 = 5 %). Prices are tax-inclusive: the tax is
 * backed out of each line's amount, and the line's taxable value and taxes add up to that amount exactly.
 */

/** A GST rate rule as stored (gst_rate_rule): one rate, or two split by the sale value of one piece. */
export interface RateRule {
  rateClass: string;
  /** First and last day in force (India's calendar dates, inclusive); no last day: still in force. */
  effectiveFrom: string;
  effectiveTo: string | null;
  /** With a threshold: `rateBp` applies while one piece's value is at most this, `rateAboveBp` above it. */
  thresholdPaise: number | null;
  rateBp: number;
  rateAboveBp: number | null;
}

/**
 * The rate for one piece sold at `unitPricePaise` (tax included). The value a threshold is compared
 * with is the piece's value before tax, backed out at the lower rate: a ₹2,599 kurta is worth ₹2,475
 * before 5 % and stays at 5 %; a ₹2,999 one is worth ₹2,856 and is taxed at the rate above.
 */
export function rateFor(rule: RateRule, unitPricePaise: number): number {
  if (rule.thresholdPaise === null || rule.rateAboveBp === null) return rule.rateBp;
  const withinThreshold = unitPricePaise * 10_000 <= rule.thresholdPaise * (10_000 + rule.rateBp);
  return withinThreshold ? rule.rateBp : rule.rateAboveBp;
}

/** The rule of `rules` for `rateClass` in force on `day` (YYYY-MM-DD), if any. */
export function ruleInForce(rules: readonly RateRule[], rateClass: string, day: string): RateRule | undefined {
  return rules.find((r) => r.rateClass === rateClass && r.effectiveFrom <= day && (r.effectiveTo === null || day <= r.effectiveTo));
}

/** Whether the tax is split between the Centre and the state (delivery within the supplier's state) or integrated (IGST). */
export type TaxSplit = 'intra' | 'inter';

export interface LineTax {
  taxablePaise: number;
  rateBp: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** `a / b` rounded to the nearest whole number, halves up, for non-negative integers. */
const divideRounded = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

/**
 * Backs the tax out of a tax-inclusive amount: taxable = round(amount × 100 / (100 + rate)), the tax
 * is the rest (so taxable + tax = amount to the paisa). Delivered to another state, it is all IGST.
 * Within the state it is split into CGST and SGST, which are always equal, as the GST portal expects.
 * THE ODD-PAISA RULE: when that tax is an odd number of paise, the taxable value moves by one paisa to
 * whichever side is nearer the exact amount × 100 / (100 + rate) (up, on a tie), so the tax is even
 * and each half is exactly half; taxable + CGST + SGST is still the amount, and the taxable value
 * stays within a paisa of the exact one.
 */
export function lineTax(amountPaise: number, rateBp: number, split: TaxSplit): LineTax {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) throw new RangeError(`not an amount in paise: ${amountPaise}`);
  const scaled = amountPaise * 10_000;
  const divisor = 10_000 + rateBp;
  let taxablePaise = divideRounded(scaled, divisor);
  const tax = amountPaise - taxablePaise;
  if (split === 'inter') return { taxablePaise, rateBp, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  if (tax % 2 !== 0) {
    // Distances to the exact value, scaled by the divisor so they stay whole numbers.
    const up = Math.abs((taxablePaise + 1) * divisor - scaled);
    const down = Math.abs((taxablePaise - 1) * divisor - scaled);
    taxablePaise += up <= down ? 1 : -1;
  }
  const half = (amountPaise - taxablePaise) / 2;
  return { taxablePaise, rateBp, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
}

/** A rate in basis points as people write it: 500 → "5%", 250 → "2.5%". */
export function percent(rateBp: number): string {
  return `${(rateBp / 100).toString()}%`;
}
