import { describe, expect, it } from 'vitest';
import { baseNames, catalogueStream, generateCatalogue } from './generate-catalogue';
import { generatedProductId } from './seed';

/** The generated catalogue behind the search benchmark and `npm run seed -- --products N`. */
describe('the generated catalogue', () => {
  it('spells every base name differently, and none of them ends like a later series (" No. 2")', () => {
    const names = baseNames();
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => / No\. \d+$/.test(n))).toEqual([]);
  });

  // The old generator had 36,000 names × 17 colours = 612,000 pairs and looped forever past them.
  it('gives every product its own name and colour past the 612,000 pairs the old generator had', () => {
    const seen = new Set<string>();
    let count = 0;
    for (const p of catalogueStream()) {
      seen.add(`${p.name.toLowerCase()}|${p.color}`);
      if (++count === 650_000) break;
    }
    expect(seen.size).toBe(650_000);
  }, 120_000);

  it('is the same for the same seed, and a larger catalogue starts with a smaller one', () => {
    const small = generateCatalogue(500);
    const large = generateCatalogue(2000);
    expect(large.slice(0, 500)).toEqual(small);
    expect(generateCatalogue(500, 8)).not.toEqual(small);
  });

  it('keeps the shop mix: every category, clothing with sizes, some Pride names, a few best sellers', () => {
    const products = generateCatalogue(5000);
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(['men', 'women', 'lgbtq', 'tshirt', 'accessories']));
    expect(products.filter((p) => p.kind === 'tshirt').every((p) => (p.sizes ?? []).length > 0)).toBe(true);
    expect(products.some((p) => p.category === 'lgbtq' && p.name.includes(' Pride '))).toBe(true);
    const bestSellers = products.filter((p) => p.bestSeller).length;
    expect(bestSellers).toBeGreaterThan(50);
    expect(bestSellers).toBeLessThan(300);
  });

  it('names generated products by stable UUIDs', () => {
    expect(generatedProductId(7, 0)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(generatedProductId(7, 0)).toBe(generatedProductId(7, 0));
    expect(generatedProductId(7, 1)).not.toBe(generatedProductId(7, 0));
    expect(generatedProductId(8, 0)).not.toBe(generatedProductId(7, 0));
  });
});
