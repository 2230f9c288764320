import { describe, expect, it } from 'vitest';
import { reviewDate } from '../features/reviews/review-text';
import { formatPaise, groupIndian } from './money';

// The shop writes prices, counts and dates by hand (Intl's locale data is slow to load on a phone);
// what a shopper reads must stay exactly what Intl's en-IN formats write.
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const count = new Intl.NumberFormat('en-IN');

describe('Indian formats written by hand', () => {
  const amounts = [0, 1, 99, 100, 999, 1000, 129999, 2999900, 12345678, 1234567890, 9999999999, -129999, -5];

  it('prices in paise read as Intl writes rupees', () => {
    for (const paise of amounts) expect(formatPaise(paise)).toBe(inr.format(paise / 100));
  });

  it('counts are grouped as Intl groups them (thousands, then pairs)', () => {
    for (const n of [0, 7, 999, 1000, 12345, 123456, 1234567, 123456789, -4321]) expect(groupIndian(n)).toBe(count.format(n));
  });

  it("review dates read as Intl writes them in India's time, across months and the midnight boundary", () => {
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2026, 11, 31); t += 7 * 3_600_000 + 11 * 60_000) {
      const iso = new Date(t).toISOString();
      expect(reviewDate(iso)).toBe(new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }));
    }
  });
});
