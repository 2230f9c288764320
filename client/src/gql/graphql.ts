/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new review. The author is the logged-in shopper. */
export type AddReviewInput = {
  productId: string | number;
  /** 1 to 5. */
  stars: number;
  /** 10 to 2000 characters. */
  text: string;
};

/** What to add: the server looks the product up itself (price, stock, colour). */
export type AddToCartInput = {
  productId: string | number;
  /** 1 to 10; 1 when left out. */
  quantity?: number | null | undefined;
  /** One of the product's availableSizes. */
  size?: string | null | undefined;
};

/** Every `extensions.code` a GraphQL error may carry. Decide on the code, never on the message's text. */
export type ErrorCode =
  /** The product is in the cart already: `productId`. */
  | 'ALREADY_IN_CART'
  /** The product is saved already: `productId`. */
  | 'ALREADY_IN_WISHLIST'
  /** Another payment already paid this order. */
  | 'ALREADY_PAID'
  /** The HTTP request is not a GraphQL request the server can read. */
  | 'BAD_REQUEST'
  /** An argument or field is invalid; the message says which and how to fix it. */
  | 'BAD_USER_INPUT'
  /** A cart checkout with nothing in the cart. */
  | 'CART_EMPTY'
  /** The cart checkout is switched off for now; Buy Now still works. */
  | 'CHECKOUT_PAUSED'
  /** Cash is recorded only for an unpaid cash-on-delivery order that has shipped or been delivered: `orderId`, `status`, `event`. */
  | 'COD_NOT_COLLECTABLE'
  /** Cash on delivery is not taken at the delivery PIN code (the courier, or the offline rule, says so); pay online instead: `pincode`. */
  | 'COD_UNAVAILABLE'
  /** Done already (an account with this email, a review, a message sent twice). */
  | 'CONFLICT'
  /** The courier refused to book the parcel (e.g. it does not serve the PIN code); the message gives its reason. */
  | 'COURIER_REFUSED'
  /** The courier did not answer while booking a parcel: nothing was shipped; try again. */
  | 'COURIER_UNAVAILABLE'
  /** Logged in, but not allowed to do this. */
  | 'FORBIDDEN'
  /** The operation is not valid GraphQL syntax. */
  | 'GRAPHQL_PARSE_FAILED'
  /** The operation does not fit the schema (e.g. a client older or newer than the server). */
  | 'GRAPHQL_VALIDATION_FAILED'
  /** The server failed; the message is generic and the cause is logged, never shown. */
  | 'INTERNAL_SERVER_ERROR'
  /** The product, order, cart line or PIN code asked for does not exist. */
  | 'NOT_FOUND'
  /** The operation to run could not be chosen from the document. */
  | 'OPERATION_RESOLUTION_FAILURE'
  /** The shopper's open cash-on-delivery orders are at their cap (count or value). */
  | 'ORDER_LIMIT'
  /** The order is not waiting for a payment: `orderId`, `status`, `event`. */
  | 'ORDER_NOT_AWAITING_PAYMENT'
  /** The order cannot be cancelled any more (it has shipped, or is over): `orderId`, `status`, `event`. */
  | 'ORDER_NOT_CANCELLABLE'
  /** Only placed cash-on-delivery orders wait for the shop to confirm them: `orderId`, `status`, `event`. */
  | 'ORDER_NOT_CONFIRMABLE'
  /** Only shipped orders can be delivered: `orderId`, `status`, `event`. */
  | 'ORDER_NOT_DELIVERABLE'
  /** Only cancelled orders with a refund due are refunded, and by hand only a cash-on-delivery order with no provider payment: `orderId`, `status`, `event`. */
  | 'ORDER_NOT_REFUNDABLE'
  /** Only placed or paid orders can be shipped: `orderId`, `status`, `event`. */
  | 'ORDER_NOT_SHIPPABLE'
  /** Any other step the order lifecycle does not allow: `orderId`, `status`, `event`. */
  | 'ORDER_TRANSITION_FORBIDDEN'
  /** Not enough stock: `productId`, `productName`, `available` (how many are left). */
  | 'OUT_OF_STOCK'
  /** The request body is too large. */
  | 'PAYLOAD_TOO_LARGE'
  /** The payment's signature did not verify. */
  | 'PAYMENT_NOT_VERIFIED'
  /** The payment arrived for an order that could no longer be filled; it is being refunded: `orderId`. */
  | 'PAYMENT_REFUNDED'
  /** The persisted query hash is unknown: send the full document. */
  | 'PERSISTED_QUERY_NOT_FOUND'
  /** Persisted queries are not supported here. */
  | 'PERSISTED_QUERY_NOT_SUPPORTED'
  /** More than one shopper may hold in open orders, or than the stock allows (cart: `productId`, `available`). */
  | 'QUANTITY_LIMIT'
  /** The operation asks for more fields than the server allows. */
  | 'QUERY_TOO_COMPLEX'
  /** The operation nests fields deeper than the server allows. */
  | 'QUERY_TOO_DEEP'
  /** The operation would produce more rows than the server allows (page sizes multiply). */
  | 'QUERY_TOO_EXPENSIVE'
  /** An exchange's replacement order is not cancelled by the shopper (the item they sent back is already with the shop; the shop can cancel it, which makes the exchange refundable): `orderId`, `replacesOrderId`. */
  | 'REPLACEMENT_NOT_CANCELLABLE'
  /** The password reset link is older than 30 minutes: ask for a new one. */
  | 'RESET_LINK_EXPIRED'
  /** The password reset link is not one the shop sent (mistyped or cut short): ask for a new one. */
  | 'RESET_LINK_INVALID'
  /** The password reset link was used already (or a later reset made it void): ask for a new one. */
  | 'RESET_LINK_USED'
  /** The return and exchange policy does not allow this request: `rule` says which (NOT_DELIVERED, RETURN_DAY_OVER, EXCHANGE_WINDOW_OVER, ALREADY_REQUESTED, SALE_ITEM, REPLACEMENT_LINE, REPLACEMENT_PRICE). */
  | 'RETURN_NOT_ALLOWED'
  /** A step the return request lifecycle does not allow in its state: `requestId`, `state`, `event`. */
  | 'RETURN_TRANSITION_FORBIDDEN'
  /** An outside service the shop depends on (the payment provider) did not answer, or online payment is off. */
  | 'SERVICE_UNAVAILABLE'
  /** A product with sizes ordered without one: `productId`, `productName`. */
  | 'SIZE_REQUIRED'
  /** The staff invitation (7 days) or password reset link (30 minutes) has expired: ask for a new one. */
  | 'STAFF_LINK_EXPIRED'
  /** The staff invitation or password reset link is not one the shop sent (mistyped or cut short). */
  | 'STAFF_LINK_INVALID'
  /** The staff invitation or password reset link was used already (or a newer one replaced it). */
  | 'STAFF_LINK_USED'
  /** The operation uses more aliases than the server allows. */
  | 'TOO_MANY_ALIASES'
  /** The operation uses more directives than the server allows. */
  | 'TOO_MANY_DIRECTIVES'
  /** Too many tries in a short time; the message says when to try again. */
  | 'TOO_MANY_REQUESTS'
  /** The operation document is longer than the server allows. */
  | 'TOO_MANY_TOKENS'
  /** Too many online orders are waiting for their payment. */
  | 'TOO_MANY_UNPAID_ORDERS'
  /** Not logged in, or the session is over (expired, forged or a deleted account): log in again. */
  | 'UNAUTHENTICATED';

/** Search text, filters, order and page of a catalogue listing. Prices in paise. */
export type ProductSearchInput = {
  /** A category or promo label, any letter case: MEN, LGBTQ+, SALE, BEST SELL, Mug, tshirt, ... An unknown label lists nothing. */
  category?: string | null | undefined;
  /** Page size, 1 to 100; 24 by default. */
  limit?: number | null | undefined;
  /** Inclusive upper price bound, in paise. */
  maxPricePaise?: number | null | undefined;
  /** Discount off the MRP at least this many percent. */
  minDiscount?: number | null | undefined;
  /** Inclusive lower price bound, in paise. */
  minPricePaise?: number | null | undefined;
  /** Average rating at least this (0 to 5). */
  minRating?: number | null | undefined;
  offset?: number | null | undefined;
  /** Free text; typos are tolerated. */
  search?: string | null | undefined;
  sort?: ProductSort | null | undefined;
};

/** Listing order. RELEVANCE ranks by the search text; without one it puts best sellers and top-rated first. */
export type ProductSort =
  | 'DISCOUNT'
  | 'NEWEST'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  | 'RATING'
  | 'RELEVANCE';

export type HeaderBadgesQueryVariables = Exact<{ [key: string]: never; }>;


export type HeaderBadgesQuery = { me: { id: string, username: string }, cart: { id: string, itemCount: number }, wishlist: { id: string, count: number, products: Array<{ id: string }> } };

export type Picture_PhotoFragment = { id: string, alt: string, width: number, height: number, src: string, srcSet: string, avifSrcSet: string, webpSrcSet: string };

export type CartLine_ItemFragment = { id: string, quantity: number, size: string | null, color: string, maxQuantity: number, lineTotalPaise: number, product: { id: string, name: string, coverImage: string, pricePaise: number, stock: number } };

export type CartPage_CartFragment = { id: string, checkoutOpen: boolean, itemCount: number, subtotalPaise: number, shippingPaise: number, totalPaise: number, items: Array<{ id: string, quantity: number, size: string | null, color: string, maxQuantity: number, lineTotalPaise: number, product: { id: string, name: string, coverImage: string, pricePaise: number, stock: number } }> };

export type CartPageQueryVariables = Exact<{ [key: string]: never; }>;


export type CartPageQuery = { cart: { id: string, checkoutOpen: boolean, itemCount: number, subtotalPaise: number, shippingPaise: number, totalPaise: number, items: Array<{ id: string, quantity: number, size: string | null, color: string, maxQuantity: number, lineTotalPaise: number, product: { id: string, name: string, coverImage: string, pricePaise: number, stock: number } }> } };

export type AddToCartMutationVariables = Exact<{
  input: AddToCartInput;
}>;


export type AddToCartMutation = { addToCart: { id: string, checkoutOpen: boolean, itemCount: number, subtotalPaise: number, shippingPaise: number, totalPaise: number, items: Array<{ id: string, quantity: number, size: string | null, color: string, maxQuantity: number, lineTotalPaise: number, product: { id: string, name: string, coverImage: string, pricePaise: number, stock: number } }> } };

export type SetCartQuantityMutationVariables = Exact<{
  productId: string | number;
  quantity: number;
}>;


export type SetCartQuantityMutation = { setCartQuantity: { id: string, checkoutOpen: boolean, itemCount: number, subtotalPaise: number, shippingPaise: number, totalPaise: number, items: Array<{ id: string, quantity: number, size: string | null, color: string, maxQuantity: number, lineTotalPaise: number, product: { id: string, name: string, coverImage: string, pricePaise: number, stock: number } }> } };

export type RemoveFromCartMutationVariables = Exact<{
  productId: string | number;
}>;


export type RemoveFromCartMutation = { removeFromCart: { id: string, checkoutOpen: boolean, itemCount: number, subtotalPaise: number, shippingPaise: number, totalPaise: number, items: Array<{ id: string, quantity: number, size: string | null, color: string, maxQuantity: number, lineTotalPaise: number, product: { id: string, name: string, coverImage: string, pricePaise: number, stock: number } }> } };

export type OrderSummary_CartFragment = { id: string, itemCount: number, subtotalPaise: number, shippingPaise: number, totalPaise: number };

export type HomeBestSellersQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeBestSellersQuery = { searchProducts: { items: Array<{ isBestSeller: boolean, id: string, name: string, description: string, pricePaise: number, mrpPaise: number, offerPercent: number, coverImage: string, stock: number, rating: number, ratingCount: number, coverPhoto: { id: string, alt: string, width: number, height: number, src: string, srcSet: string, avifSrcSet: string, webpSrcSet: string } | null }> } };

export type ProductCard_ProductFragment = { id: string, name: string, description: string, pricePaise: number, mrpPaise: number, offerPercent: number, coverImage: string, stock: number, rating: number, ratingCount: number, coverPhoto: { id: string, alt: string, width: number, height: number, src: string, srcSet: string, avifSrcSet: string, webpSrcSet: string } | null };

export type ProductQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductQuery = { product: { images: Array<string>, availableSizes: Array<string>, color: string, category: string, kind: string, features: Array<string>, inStock: boolean, isBestSeller: boolean, id: string, name: string, description: string, pricePaise: number, mrpPaise: number, offerPercent: number, coverImage: string, stock: number, rating: number, ratingCount: number, photos: Array<{ id: string, alt: string, width: number, height: number, src: string, srcSet: string, avifSrcSet: string, webpSrcSet: string }>, colorSwatches: Array<{ name: string, hex: string }>, coverPhoto: { id: string, alt: string, width: number, height: number, src: string, srcSet: string, avifSrcSet: string, webpSrcSet: string } | null } | null };

export type ProductVariantQueryVariables = Exact<{
  name: string;
  color: string;
}>;


export type ProductVariantQuery = { productVariant: { id: string } | null };

export type SearchProductsQueryVariables = Exact<{
  input?: ProductSearchInput | null | undefined;
}>;


export type SearchProductsQuery = { searchProducts: { total: number, totalCapped: boolean, limit: number, offset: number, correctedSearch: string | null, collection: { key: string, title: string, description: string } | null, items: Array<{ id: string, name: string, description: string, pricePaise: number, mrpPaise: number, offerPercent: number, coverImage: string, stock: number, rating: number, ratingCount: number, coverPhoto: { id: string, alt: string, width: number, height: number, src: string, srcSet: string, avifSrcSet: string, webpSrcSet: string } | null }> } };

export type PincodeQueryVariables = Exact<{
  pincode: string;
}>;


export type PincodeQuery = { pincode: { pincode: string, area: string, areas: Array<string>, district: string, state: string, codAvailable: boolean } };

export type ProductReviewsQueryVariables = Exact<{
  id: string | number;
  limit?: number | null | undefined;
}>;


export type ProductReviewsQuery = { product: { id: string, rating: number, ratingCount: number, reviewSummary: { average: number, count: number, positivePercent: number, distribution: Array<number> }, reviews: { total: number, items: Array<{ id: string, username: string, stars: number, text: string, createdAt: string }> } } | null };

export type MyReviewQueryVariables = Exact<{
  productId: string | number;
}>;


export type MyReviewQuery = { myReview: { id: string, stars: number, text: string, createdAt: string } | null };

export type MyReview_ReviewFragment = { id: string, stars: number, text: string, createdAt: string };

export type AddReviewMutationVariables = Exact<{
  input: AddReviewInput;
}>;


export type AddReviewMutation = { addReview: { message: string, replaced: boolean, review: { id: string, stars: number, text: string, createdAt: string }, product: { id: string, rating: number, ratingCount: number } } };

export type FeaturedReviewsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type FeaturedReviewsQuery = { featuredReviews: Array<{ id: string, username: string, stars: number, text: string, createdAt: string, product: { id: string, name: string, coverImage: string } | null }> };

export type WishlistCard_ProductFragment = { id: string, name: string, coverImage: string, pricePaise: number, stock: number };

export type WishlistPage_WishlistFragment = { id: string, count: number, products: Array<{ id: string, name: string, coverImage: string, pricePaise: number, stock: number }> };

export type WishlistPageQueryVariables = Exact<{ [key: string]: never; }>;


export type WishlistPageQuery = { wishlist: { id: string, count: number, products: Array<{ id: string, name: string, coverImage: string, pricePaise: number, stock: number }> } };

export type WishlistMembershipQueryVariables = Exact<{ [key: string]: never; }>;


export type WishlistMembershipQuery = { wishlist: { id: string, count: number, products: Array<{ id: string }> } };

export type AddToWishlistMutationVariables = Exact<{
  productId: string | number;
}>;


export type AddToWishlistMutation = { addToWishlist: { id: string, count: number, products: Array<{ id: string, name: string, coverImage: string, pricePaise: number, stock: number }> } };

export type RemoveFromWishlistMutationVariables = Exact<{
  productId: string | number;
}>;


export type RemoveFromWishlistMutation = { removeFromWishlist: { id: string, count: number, products: Array<{ id: string, name: string, coverImage: string, pricePaise: number, stock: number }> } };

export type ErrorCodesFragment = { errorCodes: Array<ErrorCode> };

export const OrderSummary_CartFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"shippingPaise"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}}]}}]} as unknown as DocumentNode<OrderSummary_CartFragment, unknown>;
export const CartLine_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLine_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}}]} as unknown as DocumentNode<CartLine_ItemFragment, unknown>;
export const CartPage_CartFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartPage_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutOpen"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummary_cart"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLine_item"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"shippingPaise"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLine_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}}]} as unknown as DocumentNode<CartPage_CartFragment, unknown>;
export const Picture_PhotoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Picture_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Photo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcSet"}},{"kind":"Field","name":{"kind":"Name","value":"webpSrcSet"}}]}}]} as unknown as DocumentNode<Picture_PhotoFragment, unknown>;
export const ProductCard_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"mrpPaise"}},{"kind":"Field","name":{"kind":"Name","value":"offerPercent"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"coverPhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Picture_photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Picture_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Photo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcSet"}},{"kind":"Field","name":{"kind":"Name","value":"webpSrcSet"}}]}}]} as unknown as DocumentNode<ProductCard_ProductFragment, unknown>;
export const MyReview_ReviewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyReview_review"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stars"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyReview_ReviewFragment, unknown>;
export const WishlistCard_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]} as unknown as DocumentNode<WishlistCard_ProductFragment, unknown>;
export const WishlistPage_WishlistFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistPage_wishlist"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wishlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WishlistCard_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]} as unknown as DocumentNode<WishlistPage_WishlistFragment, unknown>;
export const ErrorCodesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorCodes"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCodes"}}]}}]} as unknown as DocumentNode<ErrorCodesFragment, unknown>;
export const HeaderBadgesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeaderBadges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wishlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<HeaderBadgesQuery, HeaderBadgesQueryVariables>;
export const CartPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CartPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartPage_cart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"shippingPaise"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLine_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartPage_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutOpen"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummary_cart"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLine_item"}}]}}]}}]} as unknown as DocumentNode<CartPageQuery, CartPageQueryVariables>;
export const AddToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddToCartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartPage_cart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"shippingPaise"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLine_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartPage_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutOpen"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummary_cart"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLine_item"}}]}}]}}]} as unknown as DocumentNode<AddToCartMutation, AddToCartMutationVariables>;
export const SetCartQuantityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCartQuantity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCartQuantity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quantity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartPage_cart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"shippingPaise"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLine_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartPage_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutOpen"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummary_cart"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLine_item"}}]}}]}}]} as unknown as DocumentNode<SetCartQuantityMutation, SetCartQuantityMutationVariables>;
export const RemoveFromCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFromCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFromCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartPage_cart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"shippingPaise"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLine_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartPage_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutOpen"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummary_cart"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLine_item"}}]}}]}}]} as unknown as DocumentNode<RemoveFromCartMutation, RemoveFromCartMutationVariables>;
export const HomeBestSellersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeBestSellers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"category"},"value":{"kind":"StringValue","value":"BEST SELL","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"24"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}},{"kind":"Field","name":{"kind":"Name","value":"isBestSeller"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Picture_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Photo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcSet"}},{"kind":"Field","name":{"kind":"Name","value":"webpSrcSet"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"mrpPaise"}},{"kind":"Field","name":{"kind":"Name","value":"offerPercent"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"coverPhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Picture_photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}}]}}]} as unknown as DocumentNode<HomeBestSellersQuery, HomeBestSellersQueryVariables>;
export const ProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Product"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Picture_photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availableSizes"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"isBestSeller"}},{"kind":"Field","name":{"kind":"Name","value":"colorSwatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Picture_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Photo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcSet"}},{"kind":"Field","name":{"kind":"Name","value":"webpSrcSet"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"mrpPaise"}},{"kind":"Field","name":{"kind":"Name","value":"offerPercent"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"coverPhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Picture_photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}}]}}]} as unknown as DocumentNode<ProductQuery, ProductQueryVariables>;
export const ProductVariantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductVariant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"color"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productVariant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"color"},"value":{"kind":"Variable","name":{"kind":"Name","value":"color"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ProductVariantQuery, ProductVariantQueryVariables>;
export const SearchProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSearchInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalCapped"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"correctedSearch"}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Picture_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Photo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"avifSrcSet"}},{"kind":"Field","name":{"kind":"Name","value":"webpSrcSet"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"mrpPaise"}},{"kind":"Field","name":{"kind":"Name","value":"offerPercent"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"coverPhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Picture_photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}}]}}]} as unknown as DocumentNode<SearchProductsQuery, SearchProductsQueryVariables>;
export const PincodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Pincode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pincode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pincode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pincode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pincode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"areas"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"codAvailable"}}]}}]}}]} as unknown as DocumentNode<PincodeQuery, PincodeQueryVariables>;
export const ProductReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"reviewSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"positivePercent"}},{"kind":"Field","name":{"kind":"Name","value":"distribution"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"stars"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductReviewsQuery, ProductReviewsQueryVariables>;
export const MyReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyReview_review"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyReview_review"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stars"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyReviewQuery, MyReviewQueryVariables>;
export const AddReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"replaced"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyReview_review"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyReview_review"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stars"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AddReviewMutation, AddReviewMutationVariables>;
export const FeaturedReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeaturedReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featuredReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"stars"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}}]}}]}}]}}]} as unknown as DocumentNode<FeaturedReviewsQuery, FeaturedReviewsQueryVariables>;
export const WishlistPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WishlistPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wishlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WishlistPage_wishlist"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistPage_wishlist"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wishlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WishlistCard_product"}}]}}]}}]} as unknown as DocumentNode<WishlistPageQuery, WishlistPageQueryVariables>;
export const WishlistMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WishlistMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wishlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<WishlistMembershipQuery, WishlistMembershipQueryVariables>;
export const AddToWishlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToWishlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToWishlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WishlistPage_wishlist"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistPage_wishlist"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wishlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WishlistCard_product"}}]}}]}}]} as unknown as DocumentNode<AddToWishlistMutation, AddToWishlistMutationVariables>;
export const RemoveFromWishlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFromWishlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFromWishlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WishlistPage_wishlist"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistPage_wishlist"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wishlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WishlistCard_product"}}]}}]}}]} as unknown as DocumentNode<RemoveFromWishlistMutation, RemoveFromWishlistMutationVariables>;