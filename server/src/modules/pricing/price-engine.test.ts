import { describe, expect, it } from 'vitest';
import { priceLines, splitByWeight, type PricedLineInput, type PromotionRule, type ShippingRules } from './price-engine';

const SHIPPING: ShippingRules = { freeOverPaise: 100000, flatPaise: 7000, codFeePaise: 0 };
const line = (key: string, unitPricePaise: number, quantity = 1, tags = ['collection:buy 3 @999']): PricedLineInput => ({ key, productId: key, unitPricePaise, mrpPaise: unitPricePaise * 2, quantity, tags });
const promo = (p: Partial<PromotionRule> & Pick<PromotionRule, 'id' | 'kind'>): PromotionRule => ({
  title: p.id,
  code: null,
  combines: false,
  targets: ['collection:buy 3 @999'],
  valueType: 'percent',
  value: 0,
  bundleSize: null,
  bundlePricePaise: null,
  buyQuantity: null,
  getQuantity: null,
  getPercent: null,
  minOrderPaise: 0,
  ...p,
});
const BUY3 = promo({ id: 'b3', kind: 'bundle', title: 'Buy 3 @ ₹999', bundleSize: 3, bundlePricePaise: 99900 });
const WELCOME10 = promo({ id: 'w10', kind: 'coupon', code: 'WELCOME10', title: 'Welcome 10% off', targets: [], value: 10 });
const price = (lines: PricedLineInput[], automatic: PromotionRule[] = [], coupon: PromotionRule | null = null, paymentMode: 'COD' | null = null) =>
  priceLines({ lines, automatic, coupon, shipping: { ...SHIPPING, codFeePaise: 2500 }, paymentMode });

describe('the price engine', () => {
  it('splits an amount over weights to the paisa: floors, then the largest remainders, ties to the earlier', () => {
    expect(splitByWeight(99900, [34999, 34999, 34999])).toEqual([33300, 33300, 33300]);
    expect(splitByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByWeight(1000, [49999, 29999, 19999]).reduce((s, x) => s + x, 0)).toBe(1000);
  });

  it('Buy 3 @ ₹999: three items under ₹500 cost 99900, split in proportion to their prices; shipping ₹70 below ₹1000', () => {
    const r = price([line('a', 34999), line('b', 34999), line('c', 34999)], [BUY3]);
    expect(r.subtotalPaise - r.discountPaise).toBe(99900);
    expect(r.lines.map((l) => l.netPaise)).toEqual([33300, 33300, 33300]);
    expect(r.promotions).toEqual([{ id: 'b3', title: 'Buy 3 @ ₹999', code: null, savingPaise: 5097 }]);
    expect(r.shippingPaise).toBe(7000);
    expect(r.totalPaise).toBe(106900);
  });

  it('bundles repeat (six items make two) and take the dearest items, best for the shopper; a seventh pays its price', () => {
    const r = price([line('a', 49999, 2), line('b', 29999, 2), line('c', 45999, 2), line('d', 19999)], [BUY3]);
    // Dearest six: 49999×2, 45999×2, 29999×2 → two bundles at 99900; the 19999 item stays at its price.
    expect(r.subtotalPaise - r.discountPaise).toBe(2 * 99900 + 19999);
    expect(r.lines[3].discountPaise).toBe(0);
    expect(r.shippingPaise).toBe(0);
  });

  it('a bundle that would cost more than its items is not applied', () => {
    const r = price([line('a', 20000), line('b', 20000), line('c', 20000)], [BUY3]);
    expect(r.discountPaise).toBe(0);
    expect(r.promotions).toEqual([]);
  });

  it('shipping: free at or over the threshold measured after discounts, the flat charge below, the COD fee only for COD', () => {
    expect(price([line('a', 100000, 1, [])]).shippingPaise).toBe(0);
    expect(price([line('a', 99999, 1, [])]).shippingPaise).toBe(7000);
    expect(price([line('a', 99999, 1, [])]).freeShippingGapPaise).toBe(1);
    const discounted = price([line('a', 105000, 1, [])], [], WELCOME10);
    expect(discounted.merchandisePaise).toBe(94500);
    expect(discounted.shippingPaise).toBe(7000);
    expect(price([line('a', 50000, 1, [])], [], null, 'COD')).toMatchObject({ codFeePaise: 2500, totalPaise: 50000 + 7000 + 2500 });
    expect(price([]).totalPaise).toBe(0);
  });

  it('a percent coupon is split over the lines to the paisa and named with its saving', () => {
    const r = price([line('a', 49999, 1, []), line('b', 29999, 1, [])], [], WELCOME10);
    expect(r.discountPaise).toBe(8000);
    expect(r.lines.map((l) => l.discountPaise)).toEqual([5000, 3000]);
    expect(r.promotions).toEqual([{ id: 'w10', title: 'Welcome 10% off', code: 'WELCOME10', savingPaise: 8000 }]);
    expect(r.couponApplied).toBe(true);
  });

  it('promotions that do not combine: the better one for the shopper wins, deterministically', () => {
    const items = [line('a', 34999), line('b', 34999), line('c', 34999)];
    const r = price(items, [BUY3], WELCOME10);
    // Bundle saves 5097, 10 % saves 10500: the coupon wins alone.
    expect(r.promotions.map((p) => p.id)).toEqual(['w10']);
    expect(r.totalPaise).toBe(104997 - 10500 + 7000);
    // When both combine, the coupon applies on the bundle's price.
    const both = price(items, [{ ...BUY3, combines: true }], { ...WELCOME10, combines: true });
    expect(both.promotions.map((p) => [p.id, p.savingPaise])).toEqual([['b3', 5097], ['w10', 9990]]);
    expect(both.subtotalPaise - both.discountPaise).toBe(89910);
    expect(price(items, [BUY3], WELCOME10)).toEqual(r);
  });

  it('automatic sale: percent off each targeted unit; the best sale per unit, never two', () => {
    const sale = promo({ id: 's1', kind: 'sale', value: 20, targets: ['category:men'] });
    const bigger = promo({ id: 's2', kind: 'sale', value: 30, targets: ['product:a'], combines: true });
    const r = price([line('a', 100000, 1, ['category:men', 'product:a']), line('b', 50000, 1, ['category:men'])], [{ ...sale, combines: true }, bigger]);
    expect(r.lines.map((l) => l.netPaise)).toEqual([70000, 40000]);
  });

  it('buy 2 get 1 free: in each group of three (dearest first) the cheapest is free', () => {
    const bxgy = promo({ id: 'x', kind: 'bxgy', buyQuantity: 2, getQuantity: 1, getPercent: 100 });
    const r = price([line('a', 50000), line('b', 40000), line('c', 30000), line('d', 20000)], [bxgy]);
    expect(r.discountPaise).toBe(30000);
    expect(r.lines.map((l) => l.discountPaise)).toEqual([0, 0, 30000, 0]);
  });

  it('a free-shipping coupon takes the shipping off and shows the saving', () => {
    const ship = promo({ id: 'f', kind: 'coupon', code: 'FREESHIP', targets: [], valueType: 'free_shipping' });
    const r = price([line('a', 50000, 1, [])], [], ship);
    expect(r).toMatchObject({ shippingPaise: 0, discountPaise: 0, totalPaise: 50000, couponApplied: true });
    expect(r.promotions).toEqual([{ id: 'f', title: 'f', code: 'FREESHIP', savingPaise: 7000 }]);
  });
});
