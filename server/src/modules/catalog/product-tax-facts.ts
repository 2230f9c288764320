import type { RequestContext } from '../../context';

/** What a tax invoice needs of a product: its HSN code (null until staff set one) and its GST rate class. */
export interface ProductTaxFacts {
  productId: string;
  kind: string;
  hsnCode: string | null;
  gstRateClass: string;
}

/** The tax facts of the given products (archived ones too: they stay on the orders that name them). */
export async function productTaxFacts(ctx: RequestContext, ids: string[]): Promise<ProductTaxFacts[]> {
  if (!ids.length) return [];
  return ctx.em.query(
    `SELECT id AS "productId", kind, hsn_code AS "hsnCode", gst_rate_class AS "gstRateClass" FROM product WHERE id = ANY($1::uuid[])`,
    [ids],
  );
}
