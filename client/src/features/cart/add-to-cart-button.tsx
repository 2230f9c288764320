import { toast } from 'react-toastify';
import { useSessionUser } from '../../lib/session';

export interface AddToCartProps {
  productId: string;
  size?: string | null;
  color?: string | null;
  inStock: boolean;
  className?: string;
  label?: string;
}

/** Add To Cart: visitors are asked to log in (spec section 5). The cart issue wires the real add. */
export function AddToCartButton({ className = 'btn', label = 'Add To Cart' }: AddToCartProps) {
  const user = useSessionUser();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        if (!user) toast.warn('login to add this item to your cart !');
      }}
    >
      {label}
    </button>
  );
}
