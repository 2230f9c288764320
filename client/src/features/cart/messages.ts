import { GENERIC_FAILURE } from '../../lib/graphql-errors';

/** The storefront's cart texts, kept letter for letter, the trailing space included. */
export const CART_TEXT = {
  added: 'Product added to the cart! ',
  failed: GENERIC_FAILURE,
  login: 'login to add this item to your cart !',
  outOfStock: 'This product is out of stock!',
} as const;

