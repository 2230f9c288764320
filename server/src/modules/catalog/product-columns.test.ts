import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct } from '../../test/builders';
import { startTestShop, type TestShop } from '../../test/shop';

// Catalogue reads select only the columns the query's fields need; a field whose needs were listed
// wrong would answer differently when asked alone than when asked beside every other field.
const FIELDS: Record<string, string> = {
  id: 'id', name: 'name', description: 'description', pricePaise: 'pricePaise', mrpPaise: 'mrpPaise', offerPercent: 'offerPercent',
  category: 'category', kind: 'kind', color: 'color', availableSizes: 'availableSizes', features: 'features', tags: 'tags',
  images: 'images', stock: 'stock', inStock: 'inStock', archived: 'archived', isBestSeller: 'isBestSeller', rating: 'rating', ratingCount: 'ratingCount',
  createdAt: 'createdAt', coverImage: 'coverImage', availableColors: 'availableColors', colorSwatches: 'colorSwatches { name hex }',
  reviewSummary: 'reviewSummary { average count positivePercent distribution }', reviews: 'reviews { total items { id } }',
  photos: 'photos { id alt width height src srcSet avifSrcSet webpSrcSet }', coverPhoto: 'coverPhoto { id alt width height src srcSet avifSrcSet webpSrcSet }',
};

let shop: TestShop;
let productId: string;

beforeAll(async () => {
  shop = await startTestShop();
  await aProduct(shop.app.db, { name: 'Column Tee', color: 'black', stock: 4 });
  productId = (await aProduct(shop.app.db, { name: 'Column Tee', color: 'white', stock: 6, images: ['/media/a.svg', '/media/b.svg'] })).id;
});
afterAll(async () => {
  await shop?.stop();
});

describe('a product field asked alone answers as it does beside every other field', () => {
  it('on product(id) and in a listing', async () => {
    const all = Object.values(FIELDS).join(' ');
    const full = await shop.gql(`query ($id: ID!) { product(id: $id) { ${all} } }`, { id: productId });
    expect(full.body.errors).toBeUndefined();
    const everything = full.body.data.product;
    const listed = await shop.gql(`{ searchProducts(input: { search: "column", limit: 5 }) { items { ${all} } } }`);
    expect(listed.body.errors).toBeUndefined();
    expect(listed.body.data.searchProducts.items.find((p: { id: string }) => p.id === productId)).toEqual(everything);

    for (const [field, selection] of Object.entries(FIELDS)) {
      const alone = await shop.gql(`query ($id: ID!) { product(id: $id) { ${selection} } }`, { id: productId });
      expect(alone.body.errors, field).toBeUndefined();
      expect(alone.body.data.product[field], field).toEqual(everything[field]);
      const inListing = await shop.gql(`{ searchProducts(input: { search: "column", limit: 5 }) { items { id ${selection} } } }`);
      expect(inListing.body.errors, field).toBeUndefined();
      expect(inListing.body.data.searchProducts.items.find((p: { id: string }) => p.id === productId)[field], field).toEqual(everything[field]);
    }
  });
});
