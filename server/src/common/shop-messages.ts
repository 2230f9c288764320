// The shop's words that both the server and the browser say, each written here once: the server answers
// with them, and the browser says them itself when it knows without asking (no size chosen, a product it
// already shows as sold out, a review too short). This file imports nothing, so the browser re-exports it
// (client/src/lib/shop-messages.ts) and both sides stay word for word alike. The texts are the original
// storefront's, typos and spacing included: legacy clients and shoppers know them.

/** A token the server no longer accepts (expired, forged, or its account deleted). */
export const SESSION_EXPIRED_MESSAGE = 'Session expired, please login again !';

/** Adding or ordering a product that has no stock left. */
export const OUT_OF_STOCK_MESSAGE = 'This product is out of stock!';
/** Saving a product the wishlist holds already. */
export const ALREADY_IN_WISHLIST_MESSAGE = 'This product is already in your wishlist !';

/** Ordering a product that comes in sizes without choosing one. */
export const SELECT_SIZE = 'please select size first';
/** Checking out a cart with nothing in it. */
export const CART_EMPTY = 'Your cart is empty.';
/** The cart checkout is switched off; Buy Now still works. */
export const CHECKOUT_PAUSED = 'Checkout Under Maintenance';
/** A payment whose signature does not verify, or whose verification could not be asked. */
export const VERIFY_FAILED = 'Payment verification failed. Please contact support.';

/** A PIN code that is malformed or that India Post does not know. */
export const INVALID_PINCODE = 'Enter a valid pin code';
/** Cash on delivery chosen for a PIN code where the shop does not take cash (the pincode check's `codAvailable`). */
export const codUnavailable = (pincode: string) => `Cash on delivery is not available at PIN code ${pincode}. Please choose Pay Now to pay online.`;
/** A price filter whose minimum is above its maximum. */
export const PRICE_RANGE_REVERSED = 'The minimum price cannot be more than the maximum price.';

/** A review shorter than the minimum length. */
export const REVIEW_TOO_SHORT = 'Please write a review of at least 10 characters.';
/** A review without a star rating from 1 to 5. */
export const STARS_RANGE = 'Please choose a rating from 1 to 5 stars.';
/** A review was saved (a new one, or one that replaced the shopper's earlier review). */
export const REVIEW_ADDED = 'review added successfully !';

/** A contact message sent a second time. */
export const ALREADY_SENT = 'Message already sent !!';
