import { BatchLoader, loaderOf } from '../../common/batch-loader';
import { AppError, conflict, notFound } from '../../common/errors';
import { publishChange } from '../../common/shop-changes';
import { isUuid } from '../../common/validation';
import { inTransaction, type RequestContext } from '../../context';
import { auditService } from '../audit/audit.service';
import { mediaService } from '../media/media.service';
import { catalogService, PRODUCT_NOT_FOUND } from './catalog.service';
import { applyNewVariants, skuTaken, VARIANT_MESSAGES, variantById, variantInputProblems, variantsOf, variantUpdateProblems, writeVariant } from './variants';
import type { UpdateVariantInput, VariantInput } from './variant.types';
import { productImagePaths } from './product-art';
import {
  ADMIN_COLUMNS,
  adminRowsByIds,
  sameFamilyAndColour,
  STOCK_STATE_SQL,
  toAdminProduct,
  type AdminProductRow,
} from './product-admin-rows';
import {
  AdminProductSortField,
  SortDirection,
  type AdminProduct,
  type AdminProductFilter,
  type AdminProductSort,
  type AdminProductVariant,
  type CreateProductInput,
  type UpdateProductInput,
} from './product-admin.types';
import {
  checkProductFields,
  defaultGstClass,
  fieldErrors,
  MESSAGES,
  offerPercentOf,
  type FieldProblems,
  type ProductValues,
} from './product-fields';

export const PRODUCT_ARCHIVED_ALREADY_SOLD = 'Another product of this family is on sale in this colour: archive it or change this one’s colour first.';

/** The fields an audit entry shows of a product: what staff can change. */
const AUDITED: (keyof AdminProductRow)[] = [
  'sku', 'name', 'description', 'pricePaise', 'mrpPaise', 'offerPercent', 'category', 'kind', 'color', 'availableSizes', 'features',
  'tags', 'isBestSeller', 'hsnCode', 'gstRateClass', 'stock', 'lowStockThreshold', 'archivedAt',
];

const snapshot = (row: AdminProductRow) => Object.fromEntries(AUDITED.map((k) => [k, row[k]]));

/** The fields that differ between `before` and `after`, as two objects for the audit trail. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  if (keys.length === 0) return null;
  return { before: Object.fromEntries(keys.map((k) => [k, before[k]])), after: Object.fromEntries(keys.map((k) => [k, after[k]])) };
}

/** Column of each value staff may set. */
const COLUMN: Record<Exclude<keyof ProductValues, 'stock'>, string> = {
  name: 'name',
  description: 'description',
  pricePaise: 'price_paise',
  mrpPaise: 'mrp_paise',
  category: 'category',
  kind: 'kind',
  color: 'color',
  availableSizes: 'available_sizes',
  features: 'features',
  tags: 'tags',
  isBestSeller: 'is_best_seller',
  hsnCode: 'hsn_code',
  gstRateClass: 'gst_rate_class',
  lowStockThreshold: 'low_stock_threshold',
  sku: 'sku',
};

const SORT_SQL: Record<AdminProductSortField, string> = {
  NAME: 'lower(p.name)',
  SKU: 'lower(p.sku)',
  PRICE: 'p.price_paise',
  STOCK: 'p.stock',
  CREATED: 'p.created_at',
  UPDATED: 'p.updated_at',
};

/** Words for a prefix full-text search: each typed word matches the words it starts. */
function prefixQuery(search: string): string | null {
  const words = search.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0).slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

const likePrefix = (s: string) => `${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The problems a new or changed product has with the others: its SKU taken, its family's colour taken. */
async function conflicts(ctx: RequestContext, values: Partial<ProductValues>, self?: AdminProductRow): Promise<FieldProblems> {
  const problems: FieldProblems = {};
  if (values.sku && values.sku.toLowerCase() !== self?.sku.toLowerCase()) {
    const [taken] = await ctx.em.query(`SELECT 1 FROM product WHERE lower(sku) = lower($1)`, [values.sku]);
    if (taken) problems.sku = MESSAGES.skuTaken;
  }
  const name = values.name ?? self?.name;
  const color = values.color ?? self?.color;
  const moved = !self || (values.name !== undefined && values.name.toLowerCase() !== self.name.toLowerCase()) || (values.color !== undefined && values.color !== self.color);
  if (name && color && moved && !self?.archivedAt) {
    const other = await sameFamilyAndColour(ctx.em, name, color, self?.id);
    if (other) problems.color = MESSAGES.colourTaken(name, color);
  }
  return problems;
}

/** Sets the product's photos through the media library, naming the field that holds their ids when one is refused. */
async function attachPhotos(tx: RequestContext, productId: string, imageIds: string[]): Promise<void> {
  try {
    await catalogService.setProductPhotos(tx, productId, await mediaService.photosFor(tx, imageIds));
  } catch (e) {
    if (e instanceof AppError && e.code === 'BAD_USER_INPUT') throw fieldErrors({ imageIds: e.message });
    throw e;
  }
}

const isUniqueViolation = (e: unknown) => (e as { driverError?: { code?: string } })?.driverError?.code === '23505';

/**
 * The catalogue as staff run it: the product list with filters, creating, editing and archiving products.
 * Every write is checked field by field (BAD_USER_INPUT with `extensions.fields`), done in one
 * transaction with its audit entry, and answers the product as staff see it. Products are never deleted:
 * orders name them; archiving takes one off the storefront.
 */
export const productAdmin = {
  /** One page of products, filtered and sorted on the server, with the number that match. */
  async list(
    ctx: RequestContext,
    filter: AdminProductFilter = {},
    sort: AdminProductSort | null = null,
    page: { limit: number; offset: number },
  ): Promise<{ items: AdminProduct[]; total: number }> {
    const params: unknown[] = [];
    const p = (v: unknown) => `$${params.push(v)}`;
    const where = [filter.archived ? 'p.archived_at IS NOT NULL' : 'p.archived_at IS NULL'];
    if (filter.category?.trim()) where.push(`p.category = ${p(filter.category.trim().toLowerCase())}`);
    if (filter.stockState) where.push(STOCK_STATE_SQL[filter.stockState]);
    if (filter.variantGroup?.trim()) where.push(`lower(p.name) = lower(${p(filter.variantGroup.trim())})`);
    const search = filter.search?.trim().slice(0, 200);
    if (search) {
      const words = prefixQuery(search);
      const sku = `lower(p.sku) LIKE ${p(likePrefix(search))}`;
      where.push(words ? `(p.search_vector @@ to_tsquery('english', ${p(words)}) OR ${sku})` : sku);
    }
    const condition = where.join(' AND ');
    const direction = sort?.direction === SortDirection.DESC ? 'DESC' : 'ASC';
    const order = sort ? `${SORT_SQL[sort.field]} ${direction}, p.id ${direction}` : 'p.created_at DESC, p.id DESC';
    const countParams = [...params];
    const rows: AdminProductRow[] = await ctx.em.query(
      `SELECT ${ADMIN_COLUMNS} FROM product p WHERE ${condition} ORDER BY ${order} LIMIT ${p(page.limit)} OFFSET ${p(page.offset)}`,
      params,
    );
    const [{ total }] = await ctx.em.query(`SELECT count(*)::int AS total FROM product p WHERE ${condition}`, countParams);
    return { items: rows.map(toAdminProduct), total };
  },

  /** One product as staff see it (archived ones too), or null. */
  async get(ctx: RequestContext, id: string): Promise<AdminProduct | null> {
    if (!isUuid(id)) return null;
    const [row] = await adminRowsByIds(ctx.em, [id]);
    return row ? toAdminProduct(row) : null;
  },

  async require(ctx: RequestContext, id: string): Promise<AdminProduct> {
    const product = await this.get(ctx, id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  },

  /**
   * Creates a product: its fields checked all at once, its SKU unique (made from name and colour when
   * not given), at most one product on sale per family and colour. Its starting stock is the stock
   * ledger's initial row; `imageIds` become its photos (the first is the cover), else it shows generated
   * pictures. Audited.
   */
  async create(ctx: RequestContext, input: CreateProductInput): Promise<AdminProduct> {
    const { variants, ...fields } = input;
    const sized = sizesFromVariants(fields, variants);
    const { values, problems } = checkProductFields({ ...sized.fields }, { complete: true });
    // A bad size given in `variants` is named there, not again under availableSizes (which the caller did not send).
    if (variants && !input.availableSizes && Object.keys(sized.problems).some((k) => k.startsWith('variants'))) delete problems.availableSizes;
    Object.assign(problems, sized.problems);
    return inTransaction(ctx, async (tx) => {
      Object.assign(problems, await conflicts(tx, values), await variantSkuConflicts(tx, variants), problems);
      if (Object.keys(problems).length) throw fieldErrors(problems);
      const v = values as ProductValues;
      const kind = v.kind;
      let id: string;
      try {
        [{ id }] = await tx.em.query(
          `INSERT INTO product (sku, name, description, price_paise, mrp_paise, offer_percent, category, kind, color, available_sizes,
             features, tags, images, stock, is_best_seller, hsn_code, gst_rate_class, low_stock_threshold)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
          [
            v.sku ?? null, v.name, v.description, v.pricePaise, v.mrpPaise, offerPercentOf(v.pricePaise, v.mrpPaise), v.category, kind, v.color,
            v.availableSizes ?? [], v.features ?? [], v.tags ?? [], productImagePaths(kind, v.color, v.name), variants ? 0 : (v.stock ?? 0),
            v.isBestSeller ?? false, v.hsnCode ?? null, v.gstRateClass ?? defaultGstClass(kind), v.lowStockThreshold ?? 5,
          ],
        );
      } catch (e) {
        if (isUniqueViolation(e)) throw fieldErrors({ sku: MESSAGES.skuTaken });
        throw e;
      }
      if (variants) {
        try {
          await applyNewVariants(tx, id, variants, { staffId: tx.staff?.id ?? null, staffEmail: tx.staff?.email ?? null });
        } catch (e) {
          if (isUniqueViolation(e)) throw fieldErrors({ variants: VARIANT_MESSAGES.skuTaken });
          throw e;
        }
      }
      if (input.imageIds?.length) await attachPhotos(tx, id, input.imageIds);
      const [row] = await adminRowsByIds(tx.em, [id]);
      await auditService.record(tx, { action: 'product.create', entityType: 'product', entityId: id, after: snapshot(row) });
      await publishChange(tx, { kind: 'product', ids: [id] });
      return toAdminProduct(row);
    });
  },

  /**
   * Changes the fields given (checked all at once, with the same rules as a new product); the offer
   * follows price and MRP, and a product without uploaded photos gets the generated pictures of its new
   * kind, colour or name. `imageIds` replaces its photos. Stock changes only through adjustStock. Audited
   * with the values before and after.
   */
  async update(ctx: RequestContext, id: string, input: UpdateProductInput): Promise<AdminProduct> {
    return inTransaction(ctx, async (tx) => {
      const [current] = isUuid(id) ? await adminRowsByIds(tx.em, [id], true) : [];
      if (!current) throw notFound(PRODUCT_NOT_FOUND);
      const { imageIds, ...fields } = input;
      const { values, problems } = checkProductFields({ ...fields }, { complete: false, current });
      Object.assign(problems, await conflicts(tx, values, current), problems);
      if (values.availableSizes && !problems.availableSizes) {
        const stocked = await sizesWithStockLeft(tx, id, values.availableSizes);
        if (stocked) problems.availableSizes = stocked;
      }
      if (Object.keys(problems).length) throw fieldErrors(problems);

      const next = { ...current, ...values } as AdminProductRow;
      next.offerPercent = offerPercentOf(next.pricePaise, next.mrpPaise);
      const sets: string[] = [];
      const params: unknown[] = [id];
      for (const key of Object.keys(COLUMN) as (keyof typeof COLUMN)[]) {
        if (values[key] !== undefined && JSON.stringify(values[key]) !== JSON.stringify(current[key])) {
          sets.push(`${COLUMN[key]} = $${params.push(values[key])}`);
        }
      }
      if (next.offerPercent !== current.offerPercent) sets.push(`offer_percent = $${params.push(next.offerPercent)}`);
      const art = productImagePaths(next.kind, next.color, next.name);
      if (current.photos.length === 0 && JSON.stringify(art) !== JSON.stringify(current.images)) sets.push(`images = $${params.push(art)}`);
      if (sets.length) {
        try {
          await tx.em.query(`UPDATE product SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
        } catch (e) {
          if (isUniqueViolation(e)) throw fieldErrors({ sku: MESSAGES.skuTaken });
          throw e;
        }
      }
      if (imageIds) await attachPhotos(tx, id, imageIds);
      const [row] = await adminRowsByIds(tx.em, [id]);
      const diff = changedFields(snapshot(current), snapshot(row));
      if (diff) {
        await auditService.record(tx, { action: 'product.update', entityType: 'product', entityId: id, ...diff });
        await publishChange(tx, { kind: 'product', ids: [id] });
      }
      return toAdminProduct(row);
    });
  },

  /** One size's SKU, low-stock threshold or own price, checked first (a SKU unique whatever the case). Audited. */
  async updateVariant(ctx: RequestContext, id: string, input: UpdateVariantInput): Promise<AdminProduct> {
    const problems = variantUpdateProblems(input);
    if (Object.keys(problems).length) throw fieldErrors(problems);
    return inTransaction(ctx, async (tx) => {
      const current = isUuid(id) ? await variantById(tx, id) : null;
      if (!current) throw notFound('Size not found.');
      const sku = input.sku?.trim();
      if (sku && (await skuTaken(tx, sku, id))) throw fieldErrors({ sku: VARIANT_MESSAGES.skuTaken });
      // The product's row first, as every stock writer takes it: a new price rewrites the product's
      // range of size prices (catalog/sql/product_size_prices_edited.sql), and taking the size's row first could deadlock
      // with an order of that product.
      await tx.em.query(`SELECT 1 FROM product WHERE id = $1 FOR NO KEY UPDATE`, [current.productId]);
      await writeVariant(tx, id, input);
      const after = (await variantById(tx, id))!;
      const pick = (v: typeof after) => ({ sku: v.sku, size: v.size, lowStockThreshold: v.lowStockThreshold, ownPricePaise: v.ownPricePaise });
      await auditService.record(tx, { action: 'product.update', entityType: 'product', entityId: current.productId, before: pick(current), after: pick(after) });
      await publishChange(tx, { kind: 'product', ids: [current.productId] });
      const [row] = await adminRowsByIds(tx.em, [current.productId]);
      return toAdminProduct(row);
    });
  },

  /**
   * Takes a product off the storefront (listings, search, swatches, the sitemap; its page shows it with
   * nothing in stock and nobody can order it) while orders keep naming it. Archiving an archived product
   * changes nothing. Audited.
   */
  async archive(ctx: RequestContext, id: string): Promise<AdminProduct> {
    return this.setArchived(ctx, id, true);
  },

  /** Puts an archived product back on sale, unless its family sells its colour meanwhile (CONFLICT). Audited. */
  async restore(ctx: RequestContext, id: string): Promise<AdminProduct> {
    return this.setArchived(ctx, id, false);
  },

  async setArchived(ctx: RequestContext, id: string, archived: boolean): Promise<AdminProduct> {
    return inTransaction(ctx, async (tx) => {
      const [current] = isUuid(id) ? await adminRowsByIds(tx.em, [id], true) : [];
      if (!current) throw notFound(PRODUCT_NOT_FOUND);
      if ((current.archivedAt !== null) === archived) return toAdminProduct(current);
      if (!archived && (await sameFamilyAndColour(tx.em, current.name, current.color, id))) throw conflict(PRODUCT_ARCHIVED_ALREADY_SOLD);
      await tx.em.query(`UPDATE product SET archived_at = ${archived ? 'now()' : 'NULL'}, updated_at = now() WHERE id = $1`, [id]);
      const [row] = await adminRowsByIds(tx.em, [id]);
      await auditService.record(tx, {
        action: archived ? 'product.archive' : 'product.restore',
        entityType: 'product',
        entityId: id,
        before: { archivedAt: current.archivedAt },
        after: { archivedAt: row.archivedAt },
      });
      await publishChange(tx, { kind: 'product', ids: [id] });
      return toAdminProduct(row);
    });
  },

  /** The colours of each product's family (same name, any letter case), archived ones included, batched per request. */
  loadVariants(ctx: RequestContext, name: string): Promise<AdminProductVariant[]> {
    const loader = loaderOf(ctx, 'admin-product-variants', () =>
      new BatchLoader<string, AdminProductVariant[]>(async (names) => {
        const rows: (AdminProductVariant & { family: string })[] = await ctx.em.query(
          `SELECT lower(name) AS family, id, sku, color, stock, archived_at IS NOT NULL AS archived
           FROM product WHERE lower(name) = ANY($1::text[]) ORDER BY lower(name), color, created_at, id`,
          [names.map((n) => n.toLowerCase())],
        );
        const byFamily = new Map<string, AdminProductVariant[]>();
        for (const { family, ...variant } of rows) byFamily.set(family, [...(byFamily.get(family) ?? []), variant]);
        return new Map(names.map((n) => [n, byFamily.get(n.toLowerCase()) ?? []]));
      }, []),
    );
    return loader.load(name);
  },
};

/**
 * A new product's sizes from its `variants` when given: they are the sizes (availableSizes left out, or
 * the same list), their stocks sum to the product's. Their own problems come keyed `variants.<i>.<field>`.
 */
function sizesFromVariants(fields: Omit<CreateProductInput, 'variants'>, variants: VariantInput[] | null | undefined): { fields: Omit<CreateProductInput, 'variants'>; problems: FieldProblems } {
  if (!variants) return { fields, problems: {} };
  const problems = variantInputProblems(variants);
  const sizes = variants.map((v) => (typeof v.size === 'string' ? v.size.trim() : ''));
  if (fields.availableSizes && JSON.stringify(fields.availableSizes) !== JSON.stringify(sizes)) problems.availableSizes = 'The sizes come from variants: leave availableSizes out, or list the same sizes in the same order.';
  if (fields.stock !== undefined && fields.stock !== null) problems.stock = 'With variants, stock is given per size: leave stock out.';
  return { fields: { ...fields, availableSizes: sizes, stock: null }, problems };
}

/** Given SKUs of a new product's sizes that another size already has. */
async function variantSkuConflicts(tx: RequestContext, variants: VariantInput[] | null | undefined): Promise<FieldProblems> {
  const problems: FieldProblems = {};
  for (const [i, v] of (variants ?? []).entries()) {
    const sku = v.sku?.trim();
    if (sku && (await skuTaken(tx, sku))) problems[`variants.${i}.sku`] = VARIANT_MESSAGES.skuTaken;
  }
  return problems;
}

/** The words for a size that would be taken away while it still has stock (null when none would). */
async function sizesWithStockLeft(tx: RequestContext, productId: string, sizes: string[]): Promise<string | null> {
  const keep = new Set(sizes.length ? sizes : ['NA']);
  const gone = ((await variantsOf(tx, [productId])).get(productId) ?? []).find((v) => !keep.has(v.size) && v.stock > 0);
  if (!gone) return null;
  return gone.size === 'NA' ? `It has ${gone.stock} in stock without a size: bring its stock to 0 before giving it sizes.` : VARIANT_MESSAGES.sizeHasStock(gone.size, gone.stock);
}
