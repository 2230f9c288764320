import { In } from 'typeorm';
import type { RequestContext } from '../../context';
import { notFound } from '../../common/errors';
import { isUuid } from '../../common/validation';
import { ProductEntity } from './product.entity';

export const PRODUCT_NOT_FOUND = 'Product not found.';

/** Reads of the catalogue. Other modules use products only through this service. */
export const catalogService = {
  /** Newest first; `limit` is clamped so one call cannot ask for the whole table. */
  async list(ctx: RequestContext, opts: { limit?: number; offset?: number } = {}): Promise<ProductEntity[]> {
    const limit = Math.min(Math.max(opts.limit ?? 100, 1), 200);
    return ctx.em.find(ProductEntity, { order: { createdAt: 'DESC', id: 'ASC' }, take: limit, skip: opts.offset ?? 0 });
  },

  /** A malformed id is simply not found: callers answer 404, never 500. */
  async findById(ctx: RequestContext, id: string): Promise<ProductEntity | null> {
    if (!isUuid(id)) return null;
    return ctx.em.findOne(ProductEntity, { where: { id } });
  },

  async getById(ctx: RequestContext, id: string): Promise<ProductEntity> {
    const product = await this.findById(ctx, id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  },

  async findByIds(ctx: RequestContext, ids: string[]): Promise<ProductEntity[]> {
    const valid = ids.filter(isUuid);
    return valid.length ? ctx.em.find(ProductEntity, { where: { id: In(valid) } }) : [];
  },

  /** The colours of each product family (products sharing a name), for the colour swatches. */
  async familyColors(ctx: RequestContext, names: string[]): Promise<Map<string, string[]>> {
    const unique = [...new Set(names)];
    const result = new Map<string, string[]>(unique.map((n) => [n, []]));
    if (unique.length === 0) return result;
    const rows: { name: string; colors: string[] }[] = await ctx.em.query(
      `SELECT name, array_agg(DISTINCT color ORDER BY color) AS colors FROM product WHERE name = ANY($1) GROUP BY name`,
      [unique],
    );
    for (const row of rows) result.set(row.name, row.colors);
    return result;
  },
};
