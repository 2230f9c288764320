import { toast } from 'react-toastify';
import { HeartIcon } from '../../components/icons';
import { useSessionUser } from '../../lib/session';

/** The wishlist heart: visitors are asked to log in (spec section 5). The cart issue wires the real add. */
export function WishlistHeart({ productId: _productId, className = 'icon-btn' }: { productId: string; className?: string }) {
  const user = useSessionUser();
  return (
    <button
      type="button"
      className={className}
      aria-label="Add to wishlist"
      onClick={() => {
        if (!user) toast.warn('login to add this item to your wishlist !');
      }}
    >
      <HeartIcon />
    </button>
  );
}
