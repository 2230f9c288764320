import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import { toast } from '../../lib/toast';
import { AddToCartDocument } from '../../gql/graphql';
import { isUnauthenticated, shopperMessage } from '../../lib/graphql-errors';
import { useSessionUser } from '../../lib/session';
import { CART_TEXT } from './messages';
import { SELECT_SIZE } from '../../lib/shop-messages';

export interface AddToCartProps {
  productId: string;
  /** The size picked on the product page; the server keeps it when the product comes in it. */
  size?: string | null;
  /** The product comes in sizes and this button is on its page: a size must be chosen first (the picker offers only sizes in stock). */
  sizeRequired?: boolean;
  inStock: boolean;
  className?: string;
  label?: string;
  /** After the server added the product (the wishlist page then takes it out of the wishlist). */
  onAdded?: () => void;
}

/**
 * Add To Cart: visitors are asked to log in, an out-of-stock product (or, on a product page, no size
 * chosen yet: the spec's 'please select size first') is refused here,
 * and the server rules on the rest (duplicate, unknown product). The mutation answers the whole cart,
 * so the header badge and the cart page update from the cache.
 */
export function AddToCartButton({ productId, size, sizeRequired, inStock, className = 'btn', label = 'Add To Cart', onAdded }: AddToCartProps) {
  const user = useSessionUser();
  const [addToCart, { loading }] = useMutation(AddToCartDocument);
  const busy = useRef(false);

  const add = async () => {
    if (!user) return void toast.warn(CART_TEXT.login);
    if (!inStock) return void toast.warn(CART_TEXT.outOfStock);
    if (sizeRequired && !size) return void toast.warn(SELECT_SIZE);
    if (busy.current) return;
    busy.current = true;
    try {
      await addToCart({ variables: { input: { productId, size: size || null } } });
      toast.success(CART_TEXT.added);
      onAdded?.();
    } catch (error) {
      if (isUnauthenticated(error)) return;
      const message = shopperMessage(error);
      if (message) toast.warn(message);
      else toast.error(CART_TEXT.failed);
    } finally {
      busy.current = false;
    }
  };

  return (
    <button type="button" className={className} onClick={add} aria-busy={loading || undefined}>
      {label}
    </button>
  );
}
