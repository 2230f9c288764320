import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the storefront's listings (no search words), which all filter on
 * `archived_at IS NULL` and count their matches up to 1,001.
 *
 * The page of 24 came quickly from the order's index, but the capped count read its 1,001 matches
 * from `product` rows (about 900 bytes, 9 a page): 260 to 1,340 heap pages per listing at 1,000,000
 * products, 1.4 to 16.5 ms. These indexes are partial on `archived_at IS NULL` and carry the columns
 * the listing filters read, so page and count are index-only scans over a few pages:
 * - product_listing_category_idx: a category's matches (its key), in price order, with the rating and
 *   discount filters; counts of category listings and price ranges, and the price-ordered page of one
 *   category;
 * - product_listing_newest_idx: newest first, with category, discount and tags (the NEW ARRIVALS
 *   collection is a tag);
 * - product_listing_best_seller_idx: best sellers by popularity. It replaces product_best_seller_idx,
 *   which only listings read, and they all leave archived products out.
 */
export class ListingIndexes1790000490000 implements MigrationInterface {
  name = 'ListingIndexes1790000490000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE INDEX product_listing_category_idx ON product (category, price_paise, id)
      INCLUDE (rating_avg, offer_percent) WHERE archived_at IS NULL`);
    await q.query(`
      CREATE INDEX product_listing_newest_idx ON product (created_at DESC, id)
      INCLUDE (category, offer_percent, tags) WHERE archived_at IS NULL`);
    await q.query(`CREATE INDEX product_listing_best_seller_idx ON product (popularity DESC, id) WHERE is_best_seller AND archived_at IS NULL`);
    await q.query(`DROP INDEX product_best_seller_idx`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX product_best_seller_idx ON product (popularity DESC, id) WHERE is_best_seller`);
    await q.query(`DROP INDEX product_listing_best_seller_idx, product_listing_newest_idx, product_listing_category_idx`);
  }
}
