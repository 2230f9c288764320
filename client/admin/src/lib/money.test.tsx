import { describe, expect, it } from 'vitest';
import { formatPaise, paiseToRupeesText, parseRupees } from './money';

describe('money in the back office', () => {
  it('formats integer paise as ₹ with Indian grouping, as Intl en-IN does', () => {
    for (const paise of [0, 5, 99900, 129999, 1234567, 1234567890, -250050]) {
      expect(formatPaise(paise)).toBe(new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100));
    }
  });

  it('reads what staff type into a price field, and refuses what is not an amount', () => {
    expect(parseRupees('1299')).toBe(129900);
    expect(parseRupees('₹ 1,299.5')).toBe(129950);
    expect(parseRupees('0.05')).toBe(5);
    expect(parseRupees('12.345')).toBeNull();
    expect(parseRupees('-5')).toBeNull();
    expect(parseRupees('')).toBeNull();
    expect(paiseToRupeesText(129950)).toBe('1299.50');
    expect(paiseToRupeesText(129900)).toBe('1299');
  });
});
