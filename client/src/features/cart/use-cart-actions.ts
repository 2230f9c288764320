import { useMutation } from '@apollo/client/react';
import { toast } from '../../lib/toast';
import { RemoveFromCartDocument, SetCartQuantityDocument, type CartPage_CartFragment } from '../../gql/graphql';
import { isUnauthenticated, shopperMessage } from '../../lib/graphql-errors';
import { CART_TEXT } from './messages';
import { cartWithout, cartWithQuantity } from './optimistic-cart';

function warnAbout(error: unknown) {
  if (isUnauthenticated(error)) return;
  toast.warn(shopperMessage(error) ?? CART_TEXT.failed);
}

/**
 * Quantity changes and removals on the cart page. Each shows the predicted cart at once (optimistic) and
 * then the server's answer; a refusal (e.g. 'Only 3 left in stock.') rolls the cache back and says why.
 */
export function useCartActions(cart: CartPage_CartFragment | undefined) {
  const [setQuantity] = useMutation(SetCartQuantityDocument);
  const [remove] = useMutation(RemoveFromCartDocument);

  return {
    async changeQuantity(productId: string, quantity: number) {
      try {
        await setQuantity({
          variables: { productId, quantity },
          optimisticResponse: cart ? { setCartQuantity: cartWithQuantity(cart, productId, quantity) } : undefined,
        });
      } catch (error) {
        warnAbout(error);
      }
    },
    async removeLine(productId: string) {
      try {
        await remove({
          variables: { productId },
          optimisticResponse: cart ? { removeFromCart: cartWithout(cart, productId) } : undefined,
        });
      } catch (error) {
        warnAbout(error);
      }
    },
  };
}
