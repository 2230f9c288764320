import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words';
import { deliveryState, localTaxName, stateByName } from './gst-states';
import { creditLines } from './credit-maths';
import { gstinCheckCharacter, isValidGstin } from './gstin';
import type { InvoiceLine } from './invoice.entity';
import { documentNumber, financialYear, seriesOf } from './invoice-numbers';
import { lineTax, rateFor, ruleInForce, type RateRule } from './tax-maths';

const GARMENT_2025: RateRule = { rateClass: 'garment', effectiveFrom: '2025-09-22', effectiveTo: null, thresholdPaise: 250000, rateBp: 500, rateAboveBp: 1800 };
const GARMENT_2017: RateRule = { rateClass: 'garment', effectiveFrom: '2017-07-01', effectiveTo: '2025-09-21', thresholdPaise: 100000, rateBp: 500, rateAboveBp: 1200 };

describe('amounts in words, Indian numbering', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [99, 'Ninety-Nine'],
    [100, 'One Hundred'],
    [2999, 'Two Thousand Nine Hundred Ninety-Nine'],
    [100000, 'One Lakh'],
    [254152, 'Two Lakh Fifty-Four Thousand One Hundred Fifty-Two'],
    [12345678, 'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight'],
    [1000000000, 'One Hundred Crore'],
  ])('%i is %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it('writes rupees and paise', () => {
    expect(amountInWords(299900)).toBe('Rupees Two Thousand Nine Hundred Ninety-Nine Only');
    expect(amountInWords(349848)).toBe('Rupees Three Thousand Four Hundred Ninety-Eight and Forty-Eight Paise Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
  });
});

describe('GSTIN', () => {
  it('checks the check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('09AAACR1234A1Z1')).toBe(true);
    expect(isValidGstin('09AAACR1234A1Z5')).toBe(false);
    expect(isValidGstin('09AAACR1234A1Y1')).toBe(false);
  });
});

describe('GST rates from rules with effective dates', () => {
  it('garments: 5 % up to Rs. 2,500 a piece before tax, 18 % above, from 22 September 2025', () => {
    expect(rateFor(GARMENT_2025, 49900)).toBe(500);
    expect(rateFor(GARMENT_2025, 262500)).toBe(500); // 2,500.00 before 5 %
    expect(rateFor(GARMENT_2025, 262501)).toBe(1800);
    expect(rateFor(GARMENT_2025, 299900)).toBe(1800);
  });

  it('picks the rule in force on the day', () => {
    const rules = [GARMENT_2017, GARMENT_2025];
    expect(ruleInForce(rules, 'garment', '2025-09-21')).toBe(GARMENT_2017);
    expect(ruleInForce(rules, 'garment', '2025-09-22')).toBe(GARMENT_2025);
    expect(ruleInForce(rules, 'garment', '2017-06-30')).toBeUndefined();
    expect(ruleInForce(rules, 'standard-5', '2025-09-22')).toBeUndefined();
  });

  it('backs the tax out of the price; taxable value and taxes make the price to the paisa', () => {
    // ₹2,999 at 18 %: 2,541.53 taxable leaves ₹457.47 of tax, an odd number of paise: the taxable value moves to the nearer side of 2,541.5254, leaving ₹457.48.
    expect(lineTax(299900, 1800, 'intra')).toEqual({ taxablePaise: 254152, rateBp: 1800, cgstPaise: 22874, sgstPaise: 22874, igstPaise: 0 });
    expect(lineTax(49900, 500, 'inter')).toEqual({ taxablePaise: 47524, rateBp: 500, cgstPaise: 0, sgstPaise: 0, igstPaise: 2376 });
    for (let amount = 1; amount < 5000; amount += 7) {
      for (const rate of [0, 300, 500, 1200, 1800, 2800]) {
        const t = lineTax(amount, rate, 'intra');
        expect(t.taxablePaise + t.cgstPaise + t.sgstPaise).toBe(amount);
        expect(t.cgstPaise).toBe(t.sgstPaise);
        // The odd paisa keeps the taxable value within a paisa of the exact one.
        expect(Math.abs(t.taxablePaise - (amount * 10_000) / (10_000 + rate))).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('invoice numbers', () => {
  it('are numbered per financial year, April to March in India', () => {
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('25-26');
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('99-00');
  });

  it('fit 16 characters of letters, digits, - and /', () => {
    expect(documentNumber(seriesOf('RZ', '25-26'), 123)).toBe('RZ/25-26/000123');
    expect(documentNumber(seriesOf('RZC', '25-26'), 4)).toBe('RZC/25-26/000004');
    expect(documentNumber(seriesOf('RZ', '25-26'), 1234567)).toBe('RZ/25-26/1234567');
    expect(() => documentNumber(seriesOf('ABCC', '25-26'), 100000)).toThrow(/16 characters/);
  });
});

describe('place of supply', () => {
  it('knows every spelling the directory and addresses use', () => {
    expect(stateByName('UTTAR PRADESH')).toEqual({ code: '09', name: 'Uttar Pradesh' });
    expect(stateByName('Jammu & Kashmir')?.code).toBe('01');
    expect(stateByName('Pondicherry')?.code).toBe('34');
    expect(stateByName('Telangana')?.code).toBe('36');
    expect(deliveryState('194101', 'Jammu & Kashmir', 'Ladakh')).toEqual({ code: '38', name: 'Ladakh' });
    expect(deliveryState('560001', null, 'Karnataka')?.code).toBe('29');
    expect(localTaxName('09')).toBe('SGST');
    expect(localTaxName('04')).toBe('UTGST');
  });
});

describe('credit note lines', () => {
  const invoiceLine = (unitPricePaise: number, quantity: number, rateBp: number, split: 'intra' | 'inter'): InvoiceLine => ({
    description: 'Tee',
    hsn: '6109',
    quantity,
    unit: 'PCS',
    unitPricePaise,
    amountPaise: unitPricePaise * quantity,
    ...lineTax(unitPricePaise * quantity, rateBp, split),
  });
  const KEYS = ['amountPaise', 'taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const;

  it.each([
    [49900, 2, 500, 'intra'],
    [33333, 7, 500, 'intra'],
    [299900, 3, 1800, 'inter'],
    [101, 9, 1200, 'intra'],
  ] as const)('pieces of ₹%i × %i at %i bp (%s) credited one by one add up to the invoice line to the paisa, never negative', (price, quantity, rateBp, split) => {
    const line = invoiceLine(price, quantity, rateBp, split);
    const notes: InvoiceLine[][] = [];
    for (let i = 0; i < quantity; i++) {
      const [credited] = creditLines([line], split, notes, new Map([[0, 1]]));
      expect(credited).toMatchObject({ quantity: 1, invoiceLine: 0 });
      for (const k of KEYS) expect(credited[k]).toBeGreaterThanOrEqual(0);
      expect(credited.taxablePaise + credited.cgstPaise + credited.sgstPaise + credited.igstPaise).toBe(credited.amountPaise);
      expect(credited.cgstPaise).toBe(credited.sgstPaise);
      notes.push([credited]);
    }
    for (const k of KEYS) expect(notes.reduce((s, [l]) => s + l[k], 0)).toBe(line[k]);
    expect(creditLines([line], split, notes, 'rest')).toEqual([]);
    expect(creditLines([line], split, notes, new Map([[0, 1]]))).toEqual([]);
  });

  it('the first piece is credited as it would be invoiced alone; the rest takes what is left, and a request past the line is cut to it', () => {
    const line = invoiceLine(49900, 2, 500, 'intra');
    const [first] = creditLines([line], 'intra', [], new Map([[0, 1]]));
    expect(first).toMatchObject({ amountPaise: 49900, ...lineTax(49900, 500, 'intra') });
    const [rest] = creditLines([line], 'intra', [[first]], new Map([[0, 5]]));
    expect(rest).toMatchObject({ quantity: 1, amountPaise: 49900, taxablePaise: line.taxablePaise - first.taxablePaise });
    // A credit note from before partial credit notes copied the invoice's lines (no invoiceLine): all credited.
    expect(creditLines([line], 'intra', [[{ ...line }]], 'rest')).toEqual([]);
  });
});
