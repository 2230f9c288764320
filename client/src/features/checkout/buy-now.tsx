export interface BuyNowProps {
  product: { id: string; availableSizes: string[]; stock: number };
  size: string | null;
  color: string;
}

/**
 * BUY NOW, or a disabled OUT OF STOCK below stock 1 (spec section 2). The checkout issue adds the
 * validation (size, then the delivery address the product page stores in the session) and /order.
 */
export function BuyNow({ product }: BuyNowProps) {
  if (product.stock < 1) {
    return (
      <button type="button" className="btn btn--block" disabled>
        OUT OF STOCK
      </button>
    );
  }
  return (
    <button type="button" className="btn btn--primary btn--block">
      BUY NOW
    </button>
  );
}
