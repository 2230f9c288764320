import { GENERIC_FAILURE } from '../../lib/graphql-errors';
import { OUT_OF_STOCK_MESSAGE } from '../../lib/shop-messages';

/** The storefront's cart texts, kept letter for letter, the trailing space included. */
export const CART_TEXT = {
  added: 'Product added to the cart! ',
  failed: GENERIC_FAILURE,
  login: 'login to add this item to your cart !',
  outOfStock: OUT_OF_STOCK_MESSAGE,
} as const;

