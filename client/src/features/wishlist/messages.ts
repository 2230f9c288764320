/** The spec's wishlist texts (sections 5 and 8), copied exactly, typos and trailing space included. */
export const WISHLIST_TEXT = {
  added: 'Product added to the wishlist! ',
  failed: 'Something went wrong! try again',
  login: 'login to add this item to your wishlist !',
  duplicate: 'This product is already in your wishlist !',
  removeFailed: 'uable to remove item ! try again !',
} as const;

/** Server codes whose message the shopper should read as is (duplicate, out of stock, not found). */
export const SHOPPER_CODES = ['CONFLICT', 'NOT_FOUND', 'BAD_USER_INPUT'] as const;
