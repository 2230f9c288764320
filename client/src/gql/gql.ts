/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AccountMenu {\n  me {\n    id\n    username\n  }\n}": typeof types.AccountMenuDocument,
    "query HeaderBadges {\n  cart {\n    id\n    itemCount\n  }\n  wishlist {\n    id\n    count\n    products {\n      id\n    }\n  }\n}": typeof types.HeaderBadgesDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiresAt\n    user {\n      id\n      username\n      email\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    email\n  }\n}": typeof types.LoginDocument,
    "fragment CartLine_item on CartItem {\n  id\n  quantity\n  size\n  color\n  maxQuantity\n  lineTotalPaise\n  product {\n    id\n    name\n    coverImage\n    pricePaise\n    stock\n  }\n}": typeof types.CartLine_ItemFragmentDoc,
    "fragment CartPage_cart on Cart {\n  id\n  ...OrderSummary_cart\n  items {\n    ...CartLine_item\n  }\n}\n\nquery CartPage {\n  cart {\n    ...CartPage_cart\n  }\n}\n\nmutation AddToCart($input: AddToCartInput!) {\n  addToCart(input: $input) {\n    ...CartPage_cart\n  }\n}\n\nmutation SetCartQuantity($productId: ID!, $quantity: Int!) {\n  setCartQuantity(productId: $productId, quantity: $quantity) {\n    ...CartPage_cart\n  }\n}\n\nmutation RemoveFromCart($productId: ID!) {\n  removeFromCart(productId: $productId) {\n    ...CartPage_cart\n  }\n}": typeof types.CartPage_CartFragmentDoc,
    "fragment OrderSummary_cart on Cart {\n  id\n  itemCount\n  subtotalPaise\n  shippingPaise\n  totalPaise\n}": typeof types.OrderSummary_CartFragmentDoc,
    "fragment ProductCard_product on Product {\n  id\n  name\n  description\n  pricePaise\n  mrpPaise\n  offerPercent\n  coverImage\n  stock\n}": typeof types.ProductCard_ProductFragmentDoc,
    "query Product($id: ID!) {\n  product(id: $id) {\n    ...ProductCard_product\n    images\n    availableSizes\n    color\n  }\n}": typeof types.ProductDocument,
    "query Products($limit: Int, $offset: Int) {\n  products(limit: $limit, offset: $offset) {\n    ...ProductCard_product\n  }\n}": typeof types.ProductsDocument,
    "query CheckoutProduct($id: ID!) {\n  product(id: $id) {\n    id\n    name\n    description\n    pricePaise\n    coverImage\n    stock\n    availableSizes\n    color\n  }\n}\n\nquery PaymentConfig {\n  paymentConfig {\n    mode\n    keyId\n    checkoutScriptUrl\n    currency\n  }\n}\n\nmutation PlaceOrder($productId: ID!, $input: OrderRequestInput!) {\n  placeOrder(productId: $productId, input: $input) {\n    id\n    status\n    amountPaise\n    paymentMode\n    isPaid\n    razorpayOrderId\n  }\n}\n\nmutation VerifyPayment($input: VerifyPaymentInput!) {\n  verifyPayment(input: $input) {\n    id\n    status\n    isPaid\n  }\n}\n\nmutation AbandonPayment($orderId: ID!) {\n  abandonPayment(orderId: $orderId) {\n    id\n    status\n  }\n}": typeof types.CheckoutProductDocument,
    "fragment OrderCard_order on Order {\n  id\n  status\n  createdAt\n  quantity\n  amountPaise\n  isPaid\n  paymentMode\n  productName\n  productImage\n  canCancel\n}\n\nfragment OrderDetails_order on Order {\n  id\n  status\n  createdAt\n  quantity\n  amountPaise\n  isPaid\n  paymentMode\n  isShipped\n  trackingId\n  productId\n  productName\n  productImage\n  size\n  color\n  address\n  landmark\n  area\n  state\n  district\n  pincode\n  mobileNumber\n  refundStatus\n}\n\nquery MyOrders {\n  myOrders {\n    ...OrderCard_order\n    ...OrderDetails_order\n  }\n}\n\nmutation CancelOrder($id: ID!) {\n  cancelOrder(id: $id) {\n    ...OrderCard_order\n    ...OrderDetails_order\n  }\n}": typeof types.OrderCard_OrderFragmentDoc,
    "fragment WishlistCard_product on Product {\n  id\n  name\n  coverImage\n  pricePaise\n  stock\n}\n\nfragment WishlistPage_wishlist on Wishlist {\n  id\n  count\n  products {\n    ...WishlistCard_product\n  }\n}\n\nquery WishlistPage {\n  wishlist {\n    ...WishlistPage_wishlist\n  }\n}\n\nquery WishlistMembership {\n  wishlist {\n    id\n    count\n    products {\n      id\n    }\n  }\n}\n\nmutation AddToWishlist($productId: ID!) {\n  addToWishlist(productId: $productId) {\n    ...WishlistPage_wishlist\n  }\n}\n\nmutation RemoveFromWishlist($productId: ID!) {\n  removeFromWishlist(productId: $productId) {\n    ...WishlistPage_wishlist\n  }\n}": typeof types.WishlistCard_ProductFragmentDoc,
};
const documents: Documents = {
    "query AccountMenu {\n  me {\n    id\n    username\n  }\n}": types.AccountMenuDocument,
    "query HeaderBadges {\n  cart {\n    id\n    itemCount\n  }\n  wishlist {\n    id\n    count\n    products {\n      id\n    }\n  }\n}": types.HeaderBadgesDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiresAt\n    user {\n      id\n      username\n      email\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    email\n  }\n}": types.LoginDocument,
    "fragment CartLine_item on CartItem {\n  id\n  quantity\n  size\n  color\n  maxQuantity\n  lineTotalPaise\n  product {\n    id\n    name\n    coverImage\n    pricePaise\n    stock\n  }\n}": types.CartLine_ItemFragmentDoc,
    "fragment CartPage_cart on Cart {\n  id\n  ...OrderSummary_cart\n  items {\n    ...CartLine_item\n  }\n}\n\nquery CartPage {\n  cart {\n    ...CartPage_cart\n  }\n}\n\nmutation AddToCart($input: AddToCartInput!) {\n  addToCart(input: $input) {\n    ...CartPage_cart\n  }\n}\n\nmutation SetCartQuantity($productId: ID!, $quantity: Int!) {\n  setCartQuantity(productId: $productId, quantity: $quantity) {\n    ...CartPage_cart\n  }\n}\n\nmutation RemoveFromCart($productId: ID!) {\n  removeFromCart(productId: $productId) {\n    ...CartPage_cart\n  }\n}": types.CartPage_CartFragmentDoc,
    "fragment OrderSummary_cart on Cart {\n  id\n  itemCount\n  subtotalPaise\n  shippingPaise\n  totalPaise\n}": types.OrderSummary_CartFragmentDoc,
    "fragment ProductCard_product on Product {\n  id\n  name\n  description\n  pricePaise\n  mrpPaise\n  offerPercent\n  coverImage\n  stock\n}": types.ProductCard_ProductFragmentDoc,
    "query Product($id: ID!) {\n  product(id: $id) {\n    ...ProductCard_product\n    images\n    availableSizes\n    color\n  }\n}": types.ProductDocument,
    "query Products($limit: Int, $offset: Int) {\n  products(limit: $limit, offset: $offset) {\n    ...ProductCard_product\n  }\n}": types.ProductsDocument,
    "query CheckoutProduct($id: ID!) {\n  product(id: $id) {\n    id\n    name\n    description\n    pricePaise\n    coverImage\n    stock\n    availableSizes\n    color\n  }\n}\n\nquery PaymentConfig {\n  paymentConfig {\n    mode\n    keyId\n    checkoutScriptUrl\n    currency\n  }\n}\n\nmutation PlaceOrder($productId: ID!, $input: OrderRequestInput!) {\n  placeOrder(productId: $productId, input: $input) {\n    id\n    status\n    amountPaise\n    paymentMode\n    isPaid\n    razorpayOrderId\n  }\n}\n\nmutation VerifyPayment($input: VerifyPaymentInput!) {\n  verifyPayment(input: $input) {\n    id\n    status\n    isPaid\n  }\n}\n\nmutation AbandonPayment($orderId: ID!) {\n  abandonPayment(orderId: $orderId) {\n    id\n    status\n  }\n}": types.CheckoutProductDocument,
    "fragment OrderCard_order on Order {\n  id\n  status\n  createdAt\n  quantity\n  amountPaise\n  isPaid\n  paymentMode\n  productName\n  productImage\n  canCancel\n}\n\nfragment OrderDetails_order on Order {\n  id\n  status\n  createdAt\n  quantity\n  amountPaise\n  isPaid\n  paymentMode\n  isShipped\n  trackingId\n  productId\n  productName\n  productImage\n  size\n  color\n  address\n  landmark\n  area\n  state\n  district\n  pincode\n  mobileNumber\n  refundStatus\n}\n\nquery MyOrders {\n  myOrders {\n    ...OrderCard_order\n    ...OrderDetails_order\n  }\n}\n\nmutation CancelOrder($id: ID!) {\n  cancelOrder(id: $id) {\n    ...OrderCard_order\n    ...OrderDetails_order\n  }\n}": types.OrderCard_OrderFragmentDoc,
    "fragment WishlistCard_product on Product {\n  id\n  name\n  coverImage\n  pricePaise\n  stock\n}\n\nfragment WishlistPage_wishlist on Wishlist {\n  id\n  count\n  products {\n    ...WishlistCard_product\n  }\n}\n\nquery WishlistPage {\n  wishlist {\n    ...WishlistPage_wishlist\n  }\n}\n\nquery WishlistMembership {\n  wishlist {\n    id\n    count\n    products {\n      id\n    }\n  }\n}\n\nmutation AddToWishlist($productId: ID!) {\n  addToWishlist(productId: $productId) {\n    ...WishlistPage_wishlist\n  }\n}\n\nmutation RemoveFromWishlist($productId: ID!) {\n  removeFromWishlist(productId: $productId) {\n    ...WishlistPage_wishlist\n  }\n}": types.WishlistCard_ProductFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountMenu {\n  me {\n    id\n    username\n  }\n}"): (typeof documents)["query AccountMenu {\n  me {\n    id\n    username\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HeaderBadges {\n  cart {\n    id\n    itemCount\n  }\n  wishlist {\n    id\n    count\n    products {\n      id\n    }\n  }\n}"): (typeof documents)["query HeaderBadges {\n  cart {\n    id\n    itemCount\n  }\n  wishlist {\n    id\n    count\n    products {\n      id\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiresAt\n    user {\n      id\n      username\n      email\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    email\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiresAt\n    user {\n      id\n      username\n      email\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    email\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CartLine_item on CartItem {\n  id\n  quantity\n  size\n  color\n  maxQuantity\n  lineTotalPaise\n  product {\n    id\n    name\n    coverImage\n    pricePaise\n    stock\n  }\n}"): (typeof documents)["fragment CartLine_item on CartItem {\n  id\n  quantity\n  size\n  color\n  maxQuantity\n  lineTotalPaise\n  product {\n    id\n    name\n    coverImage\n    pricePaise\n    stock\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CartPage_cart on Cart {\n  id\n  ...OrderSummary_cart\n  items {\n    ...CartLine_item\n  }\n}\n\nquery CartPage {\n  cart {\n    ...CartPage_cart\n  }\n}\n\nmutation AddToCart($input: AddToCartInput!) {\n  addToCart(input: $input) {\n    ...CartPage_cart\n  }\n}\n\nmutation SetCartQuantity($productId: ID!, $quantity: Int!) {\n  setCartQuantity(productId: $productId, quantity: $quantity) {\n    ...CartPage_cart\n  }\n}\n\nmutation RemoveFromCart($productId: ID!) {\n  removeFromCart(productId: $productId) {\n    ...CartPage_cart\n  }\n}"): (typeof documents)["fragment CartPage_cart on Cart {\n  id\n  ...OrderSummary_cart\n  items {\n    ...CartLine_item\n  }\n}\n\nquery CartPage {\n  cart {\n    ...CartPage_cart\n  }\n}\n\nmutation AddToCart($input: AddToCartInput!) {\n  addToCart(input: $input) {\n    ...CartPage_cart\n  }\n}\n\nmutation SetCartQuantity($productId: ID!, $quantity: Int!) {\n  setCartQuantity(productId: $productId, quantity: $quantity) {\n    ...CartPage_cart\n  }\n}\n\nmutation RemoveFromCart($productId: ID!) {\n  removeFromCart(productId: $productId) {\n    ...CartPage_cart\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderSummary_cart on Cart {\n  id\n  itemCount\n  subtotalPaise\n  shippingPaise\n  totalPaise\n}"): (typeof documents)["fragment OrderSummary_cart on Cart {\n  id\n  itemCount\n  subtotalPaise\n  shippingPaise\n  totalPaise\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductCard_product on Product {\n  id\n  name\n  description\n  pricePaise\n  mrpPaise\n  offerPercent\n  coverImage\n  stock\n}"): (typeof documents)["fragment ProductCard_product on Product {\n  id\n  name\n  description\n  pricePaise\n  mrpPaise\n  offerPercent\n  coverImage\n  stock\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Product($id: ID!) {\n  product(id: $id) {\n    ...ProductCard_product\n    images\n    availableSizes\n    color\n  }\n}"): (typeof documents)["query Product($id: ID!) {\n  product(id: $id) {\n    ...ProductCard_product\n    images\n    availableSizes\n    color\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Products($limit: Int, $offset: Int) {\n  products(limit: $limit, offset: $offset) {\n    ...ProductCard_product\n  }\n}"): (typeof documents)["query Products($limit: Int, $offset: Int) {\n  products(limit: $limit, offset: $offset) {\n    ...ProductCard_product\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckoutProduct($id: ID!) {\n  product(id: $id) {\n    id\n    name\n    description\n    pricePaise\n    coverImage\n    stock\n    availableSizes\n    color\n  }\n}\n\nquery PaymentConfig {\n  paymentConfig {\n    mode\n    keyId\n    checkoutScriptUrl\n    currency\n  }\n}\n\nmutation PlaceOrder($productId: ID!, $input: OrderRequestInput!) {\n  placeOrder(productId: $productId, input: $input) {\n    id\n    status\n    amountPaise\n    paymentMode\n    isPaid\n    razorpayOrderId\n  }\n}\n\nmutation VerifyPayment($input: VerifyPaymentInput!) {\n  verifyPayment(input: $input) {\n    id\n    status\n    isPaid\n  }\n}\n\nmutation AbandonPayment($orderId: ID!) {\n  abandonPayment(orderId: $orderId) {\n    id\n    status\n  }\n}"): (typeof documents)["query CheckoutProduct($id: ID!) {\n  product(id: $id) {\n    id\n    name\n    description\n    pricePaise\n    coverImage\n    stock\n    availableSizes\n    color\n  }\n}\n\nquery PaymentConfig {\n  paymentConfig {\n    mode\n    keyId\n    checkoutScriptUrl\n    currency\n  }\n}\n\nmutation PlaceOrder($productId: ID!, $input: OrderRequestInput!) {\n  placeOrder(productId: $productId, input: $input) {\n    id\n    status\n    amountPaise\n    paymentMode\n    isPaid\n    razorpayOrderId\n  }\n}\n\nmutation VerifyPayment($input: VerifyPaymentInput!) {\n  verifyPayment(input: $input) {\n    id\n    status\n    isPaid\n  }\n}\n\nmutation AbandonPayment($orderId: ID!) {\n  abandonPayment(orderId: $orderId) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderCard_order on Order {\n  id\n  status\n  createdAt\n  quantity\n  amountPaise\n  isPaid\n  paymentMode\n  productName\n  productImage\n  canCancel\n}\n\nfragment OrderDetails_order on Order {\n  id\n  status\n  createdAt\n  quantity\n  amountPaise\n  isPaid\n  paymentMode\n  isShipped\n  trackingId\n  productId\n  productName\n  productImage\n  size\n  color\n  address\n  landmark\n  area\n  state\n  district\n  pincode\n  mobileNumber\n  refundStatus\n}\n\nquery MyOrders {\n  myOrders {\n    ...OrderCard_order\n    ...OrderDetails_order\n  }\n}\n\nmutation CancelOrder($id: ID!) {\n  cancelOrder(id: $id) {\n    ...OrderCard_order\n    ...OrderDetails_order\n  }\n}"): (typeof documents)["fragment OrderCard_order on Order {\n  id\n  status\n  createdAt\n  quantity\n  amountPaise\n  isPaid\n  paymentMode\n  productName\n  productImage\n  canCancel\n}\n\nfragment OrderDetails_order on Order {\n  id\n  status\n  createdAt\n  quantity\n  amountPaise\n  isPaid\n  paymentMode\n  isShipped\n  trackingId\n  productId\n  productName\n  productImage\n  size\n  color\n  address\n  landmark\n  area\n  state\n  district\n  pincode\n  mobileNumber\n  refundStatus\n}\n\nquery MyOrders {\n  myOrders {\n    ...OrderCard_order\n    ...OrderDetails_order\n  }\n}\n\nmutation CancelOrder($id: ID!) {\n  cancelOrder(id: $id) {\n    ...OrderCard_order\n    ...OrderDetails_order\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WishlistCard_product on Product {\n  id\n  name\n  coverImage\n  pricePaise\n  stock\n}\n\nfragment WishlistPage_wishlist on Wishlist {\n  id\n  count\n  products {\n    ...WishlistCard_product\n  }\n}\n\nquery WishlistPage {\n  wishlist {\n    ...WishlistPage_wishlist\n  }\n}\n\nquery WishlistMembership {\n  wishlist {\n    id\n    count\n    products {\n      id\n    }\n  }\n}\n\nmutation AddToWishlist($productId: ID!) {\n  addToWishlist(productId: $productId) {\n    ...WishlistPage_wishlist\n  }\n}\n\nmutation RemoveFromWishlist($productId: ID!) {\n  removeFromWishlist(productId: $productId) {\n    ...WishlistPage_wishlist\n  }\n}"): (typeof documents)["fragment WishlistCard_product on Product {\n  id\n  name\n  coverImage\n  pricePaise\n  stock\n}\n\nfragment WishlistPage_wishlist on Wishlist {\n  id\n  count\n  products {\n    ...WishlistCard_product\n  }\n}\n\nquery WishlistPage {\n  wishlist {\n    ...WishlistPage_wishlist\n  }\n}\n\nquery WishlistMembership {\n  wishlist {\n    id\n    count\n    products {\n      id\n    }\n  }\n}\n\nmutation AddToWishlist($productId: ID!) {\n  addToWishlist(productId: $productId) {\n    ...WishlistPage_wishlist\n  }\n}\n\nmutation RemoveFromWishlist($productId: ID!) {\n  removeFromWishlist(productId: $productId) {\n    ...WishlistPage_wishlist\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;