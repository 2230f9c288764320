import { useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { session } from '../../lib/session';
import { BUY_NOW_FIELDS, readyForBuyNow } from './checkout-rules';
import { OUT_OF_STOCK_MESSAGE, SELECT_SIZE } from '../../lib/shop-messages';
import { checkoutUrl } from './checkout-selection';

export interface BuyNowProps {
  product: { id: string; availableSizes: string[]; stock: number };
  /** Its sizes with their own stock, when the page knows them: a sold-out size cannot be bought. */
  sizes?: { size: string; available: boolean }[];
  size: string | null;
  color: string;
}

/**
 * BUY NOW, or a disabled OUT OF STOCK below stock 1. It checks, in this order,
 * the size (when the product has sizes; a sold-out one is refused with the out-of-stock message) and then the delivery address the product page stored in the
 * session, and opens /order with the product, size and colour. /order is login-only, so a visitor
 * goes through /login and comes back to this very checkout (Buy Now validates first, then opens /order).
 */
export function BuyNow({ product, sizes, size, color }: BuyNowProps) {
  const navigate = useNavigate();

  if (product.stock < 1) {
    return (
      <button type="button" className="btn btn--block" disabled>
        OUT OF STOCK
      </button>
    );
  }

  const buy = () => {
    if (product.availableSizes.length > 0 && !size) {
      toast.warn(SELECT_SIZE);
      return;
    }
    if (size && sizes?.find((v) => v.size === size)?.available === false) {
      toast.warn(OUT_OF_STOCK_MESSAGE);
      return;
    }
    if (!readyForBuyNow(session.delivery())) {
      toast.warn(BUY_NOW_FIELDS);
      return;
    }
    const selection = { productId: product.id, size: size ?? null, color };
    navigate(checkoutUrl(selection), { state: selection });
  };

  return (
    <button type="button" className="btn btn--primary btn--block" onClick={buy}>
      BUY NOW
    </button>
  );
}
