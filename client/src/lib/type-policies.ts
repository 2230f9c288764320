import type { TypePolicies } from '@apollo/client';

/** All of the Apollo cache's rules, in one place. */
export const typePolicies: TypePolicies = {
  Product: { keyFields: ['id'] },
  // Cart and Wishlist are keyed by their owner's id; every mutation answers the whole list, whose
  // arrays replace the cached ones (a removed line must disappear, not be merged back).
  Cart: { keyFields: ['id'], fields: { items: { merge: false } } },
  CartItem: { keyFields: ['id'] },
  Wishlist: { keyFields: ['id'], fields: { products: { merge: false } } },
};
