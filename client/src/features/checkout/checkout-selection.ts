/** What Buy Now hands the checkout: the product, and the size and colour chosen on the product page. */
export interface CheckoutSelection {
  productId: string;
  size: string | null;
  color: string | null;
}

/** /order?product=…&size=…&color=…: the URL carries the selection too, so a reload keeps it. */
export function checkoutUrl(sel: CheckoutSelection): string {
  const qs = new URLSearchParams({ product: sel.productId });
  if (sel.size) qs.set('size', sel.size);
  if (sel.color) qs.set('color', sel.color);
  return `/order?${qs.toString()}`;
}

/** Navigation state first (how Buy Now hands them over), then the URL (a reload or a shared link). */
export function readSelection(state: unknown, params: URLSearchParams): CheckoutSelection | null {
  const s = state as Partial<CheckoutSelection> | null;
  if (s && typeof s.productId === 'string' && s.productId) {
    return { productId: s.productId, size: s.size ?? null, color: s.color ?? null };
  }
  const productId = params.get('product');
  return productId ? { productId, size: params.get('size'), color: params.get('color') } : null;
}
