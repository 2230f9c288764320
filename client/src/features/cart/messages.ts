/** The spec's cart texts (sections 5 and 8), copied exactly: the trailing space is the spec's. */
export const CART_TEXT = {
  added: 'Product added to the cart! ',
  failed: 'Something went wrong! try again',
  login: 'login to add this item to your cart !',
  outOfStock: 'This product is out of stock!',
} as const;

/** Server codes whose message the shopper should read as is (duplicate, out of stock, not found, bad size). */
export const SHOPPER_CODES = ['CONFLICT', 'NOT_FOUND', 'BAD_USER_INPUT'] as const;
