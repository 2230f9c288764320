import { GENERIC_FAILURE } from '../../lib/graphql-errors';
import { ALREADY_IN_WISHLIST_MESSAGE } from '../../lib/shop-messages';

/** The storefront's wishlist texts, kept letter for letter, typos and trailing space included. */
export const WISHLIST_TEXT = {
  added: 'Product added to the wishlist! ',
  failed: GENERIC_FAILURE,
  login: 'login to add this item to your wishlist !',
  duplicate: ALREADY_IN_WISHLIST_MESSAGE,
  removeFailed: 'uable to remove item ! try again !',
} as const;

