import { GENERIC_FAILURE } from '../../lib/graphql-errors';

/** The storefront's wishlist texts, kept letter for letter, typos and trailing space included. */
export const WISHLIST_TEXT = {
  added: 'Product added to the wishlist! ',
  failed: GENERIC_FAILURE,
  login: 'login to add this item to your wishlist !',
  duplicate: 'This product is already in your wishlist !',
  removeFailed: 'uable to remove item ! try again !',
} as const;

