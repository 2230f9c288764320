import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { session, useSessionUser } from '../../lib/session';
import { BUY_NOW_FIELDS, readyForBuyNow, SELECT_SIZE_FIRST } from './checkout-rules';
import { checkoutUrl } from './checkout-selection';

export interface BuyNowProps {
  product: { id: string; availableSizes: string[]; stock: number };
  size: string | null;
  color: string;
}

export const LOGIN_TO_BUY = 'login to buy this item !';

/**
 * BUY NOW, or a disabled OUT OF STOCK below stock 1 (spec section 2). It checks, in the spec's order,
 * the size (when the product has sizes) and then the delivery address the product page stored in the
 * session, and opens /order with the product, size and colour.
 */
export function BuyNow({ product, size, color }: BuyNowProps) {
  const user = useSessionUser();
  const navigate = useNavigate();

  if (product.stock < 1) {
    return (
      <button type="button" className="btn btn--block" disabled>
        OUT OF STOCK
      </button>
    );
  }

  const buy = () => {
    // Like Add To Cart (spec section 5): a visitor is asked to log in, and stays on the product.
    if (!user) {
      toast.warn(LOGIN_TO_BUY);
      return;
    }
    if (product.availableSizes.length > 0 && !size) {
      toast.warn(SELECT_SIZE_FIRST);
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
