import { GENERIC_FAILURE } from '../../lib/graphql-errors';

/** The spec's cart texts (sections 5 and 8), copied exactly: the trailing space is the spec's. */
export const CART_TEXT = {
  added: 'Product added to the cart! ',
  failed: GENERIC_FAILURE,
  login: 'login to add this item to your cart !',
  outOfStock: 'This product is out of stock!',
} as const;

