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
    "query HeaderBadges {\n  me {\n    id\n    username\n  }\n  cart {\n    id\n    itemCount\n  }\n  wishlist {\n    id\n    count\n    products {\n      id\n    }\n  }\n}": typeof types.HeaderBadgesDocument,
    "fragment Picture_photo on Photo {\n  id\n  alt\n  width\n  height\n  src\n  srcSet\n  avifSrcSet\n  webpSrcSet\n}": typeof types.Picture_PhotoFragmentDoc,
    "query ShippingRules {\n  shippingRules {\n    freeOverPaise\n    flatPaise\n    codFeePaise\n  }\n}": typeof types.ShippingRulesDocument,
    "fragment CartLine_item on CartItem {\n  id\n  quantity\n  size\n  color\n  maxQuantity\n  lineTotalPaise\n  discountPaise\n  product {\n    id\n    name\n    coverImage\n    pricePaise\n    mrpPaise\n    salePricePaise\n    stock\n  }\n}": typeof types.CartLine_ItemFragmentDoc,
    "fragment CartPage_cart on Cart {\n  id\n  checkoutOpen\n  ...OrderSummary_cart\n  items {\n    ...CartLine_item\n  }\n}\n\nquery CartPage {\n  cart {\n    ...CartPage_cart\n  }\n}\n\nmutation AddToCart($input: AddToCartInput!) {\n  addToCart(input: $input) {\n    ...CartPage_cart\n  }\n}\n\nmutation SetCartQuantity($productId: ID!, $quantity: Int!) {\n  setCartQuantity(productId: $productId, quantity: $quantity) {\n    ...CartPage_cart\n  }\n}\n\nmutation RemoveFromCart($productId: ID!) {\n  removeFromCart(productId: $productId) {\n    ...CartPage_cart\n  }\n}\n\nmutation ApplyCouponCode($code: String!) {\n  applyCouponCode(code: $code) {\n    ...CartPage_cart\n  }\n}\n\nmutation RemoveCouponCode {\n  removeCouponCode {\n    ...CartPage_cart\n  }\n}": typeof types.CartPage_CartFragmentDoc,
    "fragment OrderSummary_cart on Cart {\n  id\n  itemCount\n  subtotalPaise\n  discountPaise\n  shippingPaise\n  totalPaise\n  freeShippingGapPaise\n  promotions {\n    title\n    code\n    savingPaise\n  }\n  coupon {\n    code\n    applied\n    message\n  }\n}": typeof types.OrderSummary_CartFragmentDoc,
    "query HomeBestSellers {\n  searchProducts(input: {category: \"BEST SELL\", limit: 24}) {\n    items {\n      ...ProductCard_product\n      isBestSeller\n    }\n  }\n}": typeof types.HomeBestSellersDocument,
    "fragment ProductCard_product on Product {\n  id\n  name\n  description\n  pricePaise\n  mrpPaise\n  salePricePaise\n  offerPercent\n  coverPhoto {\n    ...Picture_photo\n  }\n  stock\n  fromPricePaise\n  sizePricesVary\n  rating\n  ratingCount\n}": typeof types.ProductCard_ProductFragmentDoc,
    "query Product($id: ID!) {\n  product(id: $id) {\n    ...ProductCard_product\n    images\n    photos {\n      ...Picture_photo\n    }\n    availableSizes\n    variants {\n      ...SizeOption_variant\n    }\n    color\n    category\n    kind\n    features\n    inStock\n    isBestSeller\n    colorSwatches {\n      name\n      hex\n    }\n  }\n}\n\nquery ProductVariant($name: String!, $color: String!) {\n  productVariant(name: $name, color: $color) {\n    id\n  }\n}\n\nfragment SizeOption_variant on ProductVariant {\n  id\n  sku\n  size\n  stock\n  pricePaise\n  available\n  lowStock\n}": typeof types.ProductDocument,
    "query SearchProducts($input: ProductSearchInput) {\n  searchProducts(input: $input) {\n    total\n    totalCapped\n    limit\n    offset\n    correctedSearch\n    collection {\n      key\n      title\n      description\n    }\n    items {\n      ...ProductCard_product\n    }\n  }\n}": typeof types.SearchProductsDocument,
    "query Pincode($pincode: String!) {\n  pincode(pincode: $pincode) {\n    pincode\n    area\n    areas\n    district\n    state\n    codAvailable\n  }\n}": typeof types.PincodeDocument,
    "query ProductReviews($id: ID!, $limit: Int) {\n  product(id: $id) {\n    id\n    rating\n    ratingCount\n    reviewSummary {\n      average\n      count\n      positivePercent\n      distribution\n    }\n    reviews(limit: $limit) {\n      total\n      items {\n        id\n        username\n        stars\n        text\n        createdAt\n      }\n    }\n  }\n}\n\nquery MyReview($productId: ID!) {\n  myReview(productId: $productId) {\n    ...MyReview_review\n  }\n}\n\nfragment MyReview_review on Review {\n  id\n  stars\n  text\n  createdAt\n}\n\nmutation AddReview($input: AddReviewInput!) {\n  addReview(input: $input) {\n    message\n    replaced\n    review {\n      ...MyReview_review\n    }\n    product {\n      id\n      rating\n      ratingCount\n    }\n  }\n}\n\nquery FeaturedReviews($limit: Int) {\n  featuredReviews(limit: $limit) {\n    id\n    username\n    stars\n    text\n    createdAt\n    product {\n      id\n      name\n      coverImage\n    }\n  }\n}": typeof types.ProductReviewsDocument,
    "fragment WishlistCard_product on Product {\n  id\n  name\n  coverImage\n  pricePaise\n  stock\n}\n\nfragment WishlistPage_wishlist on Wishlist {\n  id\n  count\n  products {\n    ...WishlistCard_product\n  }\n}\n\nquery WishlistPage {\n  wishlist {\n    ...WishlistPage_wishlist\n  }\n}\n\nquery WishlistMembership {\n  wishlist {\n    id\n    count\n    products {\n      id\n    }\n  }\n}\n\nmutation AddToWishlist($productId: ID!) {\n  addToWishlist(productId: $productId) {\n    ...WishlistPage_wishlist\n  }\n}\n\nmutation RemoveFromWishlist($productId: ID!) {\n  removeFromWishlist(productId: $productId) {\n    ...WishlistPage_wishlist\n  }\n}": typeof types.WishlistCard_ProductFragmentDoc,
    "fragment ErrorCodes on Query {\n  errorCodes\n}": typeof types.ErrorCodesFragmentDoc,
};
const documents: Documents = {
    "query HeaderBadges {\n  me {\n    id\n    username\n  }\n  cart {\n    id\n    itemCount\n  }\n  wishlist {\n    id\n    count\n    products {\n      id\n    }\n  }\n}": types.HeaderBadgesDocument,
    "fragment Picture_photo on Photo {\n  id\n  alt\n  width\n  height\n  src\n  srcSet\n  avifSrcSet\n  webpSrcSet\n}": types.Picture_PhotoFragmentDoc,
    "query ShippingRules {\n  shippingRules {\n    freeOverPaise\n    flatPaise\n    codFeePaise\n  }\n}": types.ShippingRulesDocument,
    "fragment CartLine_item on CartItem {\n  id\n  quantity\n  size\n  color\n  maxQuantity\n  lineTotalPaise\n  discountPaise\n  product {\n    id\n    name\n    coverImage\n    pricePaise\n    mrpPaise\n    salePricePaise\n    stock\n  }\n}": types.CartLine_ItemFragmentDoc,
    "fragment CartPage_cart on Cart {\n  id\n  checkoutOpen\n  ...OrderSummary_cart\n  items {\n    ...CartLine_item\n  }\n}\n\nquery CartPage {\n  cart {\n    ...CartPage_cart\n  }\n}\n\nmutation AddToCart($input: AddToCartInput!) {\n  addToCart(input: $input) {\n    ...CartPage_cart\n  }\n}\n\nmutation SetCartQuantity($productId: ID!, $quantity: Int!) {\n  setCartQuantity(productId: $productId, quantity: $quantity) {\n    ...CartPage_cart\n  }\n}\n\nmutation RemoveFromCart($productId: ID!) {\n  removeFromCart(productId: $productId) {\n    ...CartPage_cart\n  }\n}\n\nmutation ApplyCouponCode($code: String!) {\n  applyCouponCode(code: $code) {\n    ...CartPage_cart\n  }\n}\n\nmutation RemoveCouponCode {\n  removeCouponCode {\n    ...CartPage_cart\n  }\n}": types.CartPage_CartFragmentDoc,
    "fragment OrderSummary_cart on Cart {\n  id\n  itemCount\n  subtotalPaise\n  discountPaise\n  shippingPaise\n  totalPaise\n  freeShippingGapPaise\n  promotions {\n    title\n    code\n    savingPaise\n  }\n  coupon {\n    code\n    applied\n    message\n  }\n}": types.OrderSummary_CartFragmentDoc,
    "query HomeBestSellers {\n  searchProducts(input: {category: \"BEST SELL\", limit: 24}) {\n    items {\n      ...ProductCard_product\n      isBestSeller\n    }\n  }\n}": types.HomeBestSellersDocument,
    "fragment ProductCard_product on Product {\n  id\n  name\n  description\n  pricePaise\n  mrpPaise\n  salePricePaise\n  offerPercent\n  coverPhoto {\n    ...Picture_photo\n  }\n  stock\n  fromPricePaise\n  sizePricesVary\n  rating\n  ratingCount\n}": types.ProductCard_ProductFragmentDoc,
    "query Product($id: ID!) {\n  product(id: $id) {\n    ...ProductCard_product\n    images\n    photos {\n      ...Picture_photo\n    }\n    availableSizes\n    variants {\n      ...SizeOption_variant\n    }\n    color\n    category\n    kind\n    features\n    inStock\n    isBestSeller\n    colorSwatches {\n      name\n      hex\n    }\n  }\n}\n\nquery ProductVariant($name: String!, $color: String!) {\n  productVariant(name: $name, color: $color) {\n    id\n  }\n}\n\nfragment SizeOption_variant on ProductVariant {\n  id\n  sku\n  size\n  stock\n  pricePaise\n  available\n  lowStock\n}": types.ProductDocument,
    "query SearchProducts($input: ProductSearchInput) {\n  searchProducts(input: $input) {\n    total\n    totalCapped\n    limit\n    offset\n    correctedSearch\n    collection {\n      key\n      title\n      description\n    }\n    items {\n      ...ProductCard_product\n    }\n  }\n}": types.SearchProductsDocument,
    "query Pincode($pincode: String!) {\n  pincode(pincode: $pincode) {\n    pincode\n    area\n    areas\n    district\n    state\n    codAvailable\n  }\n}": types.PincodeDocument,
    "query ProductReviews($id: ID!, $limit: Int) {\n  product(id: $id) {\n    id\n    rating\n    ratingCount\n    reviewSummary {\n      average\n      count\n      positivePercent\n      distribution\n    }\n    reviews(limit: $limit) {\n      total\n      items {\n        id\n        username\n        stars\n        text\n        createdAt\n      }\n    }\n  }\n}\n\nquery MyReview($productId: ID!) {\n  myReview(productId: $productId) {\n    ...MyReview_review\n  }\n}\n\nfragment MyReview_review on Review {\n  id\n  stars\n  text\n  createdAt\n}\n\nmutation AddReview($input: AddReviewInput!) {\n  addReview(input: $input) {\n    message\n    replaced\n    review {\n      ...MyReview_review\n    }\n    product {\n      id\n      rating\n      ratingCount\n    }\n  }\n}\n\nquery FeaturedReviews($limit: Int) {\n  featuredReviews(limit: $limit) {\n    id\n    username\n    stars\n    text\n    createdAt\n    product {\n      id\n      name\n      coverImage\n    }\n  }\n}": types.ProductReviewsDocument,
    "fragment WishlistCard_product on Product {\n  id\n  name\n  coverImage\n  pricePaise\n  stock\n}\n\nfragment WishlistPage_wishlist on Wishlist {\n  id\n  count\n  products {\n    ...WishlistCard_product\n  }\n}\n\nquery WishlistPage {\n  wishlist {\n    ...WishlistPage_wishlist\n  }\n}\n\nquery WishlistMembership {\n  wishlist {\n    id\n    count\n    products {\n      id\n    }\n  }\n}\n\nmutation AddToWishlist($productId: ID!) {\n  addToWishlist(productId: $productId) {\n    ...WishlistPage_wishlist\n  }\n}\n\nmutation RemoveFromWishlist($productId: ID!) {\n  removeFromWishlist(productId: $productId) {\n    ...WishlistPage_wishlist\n  }\n}": types.WishlistCard_ProductFragmentDoc,
    "fragment ErrorCodes on Query {\n  errorCodes\n}": types.ErrorCodesFragmentDoc,
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
export function graphql(source: "query HeaderBadges {\n  me {\n    id\n    username\n  }\n  cart {\n    id\n    itemCount\n  }\n  wishlist {\n    id\n    count\n    products {\n      id\n    }\n  }\n}"): (typeof documents)["query HeaderBadges {\n  me {\n    id\n    username\n  }\n  cart {\n    id\n    itemCount\n  }\n  wishlist {\n    id\n    count\n    products {\n      id\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment Picture_photo on Photo {\n  id\n  alt\n  width\n  height\n  src\n  srcSet\n  avifSrcSet\n  webpSrcSet\n}"): (typeof documents)["fragment Picture_photo on Photo {\n  id\n  alt\n  width\n  height\n  src\n  srcSet\n  avifSrcSet\n  webpSrcSet\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShippingRules {\n  shippingRules {\n    freeOverPaise\n    flatPaise\n    codFeePaise\n  }\n}"): (typeof documents)["query ShippingRules {\n  shippingRules {\n    freeOverPaise\n    flatPaise\n    codFeePaise\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CartLine_item on CartItem {\n  id\n  quantity\n  size\n  color\n  maxQuantity\n  lineTotalPaise\n  discountPaise\n  product {\n    id\n    name\n    coverImage\n    pricePaise\n    mrpPaise\n    salePricePaise\n    stock\n  }\n}"): (typeof documents)["fragment CartLine_item on CartItem {\n  id\n  quantity\n  size\n  color\n  maxQuantity\n  lineTotalPaise\n  discountPaise\n  product {\n    id\n    name\n    coverImage\n    pricePaise\n    mrpPaise\n    salePricePaise\n    stock\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CartPage_cart on Cart {\n  id\n  checkoutOpen\n  ...OrderSummary_cart\n  items {\n    ...CartLine_item\n  }\n}\n\nquery CartPage {\n  cart {\n    ...CartPage_cart\n  }\n}\n\nmutation AddToCart($input: AddToCartInput!) {\n  addToCart(input: $input) {\n    ...CartPage_cart\n  }\n}\n\nmutation SetCartQuantity($productId: ID!, $quantity: Int!) {\n  setCartQuantity(productId: $productId, quantity: $quantity) {\n    ...CartPage_cart\n  }\n}\n\nmutation RemoveFromCart($productId: ID!) {\n  removeFromCart(productId: $productId) {\n    ...CartPage_cart\n  }\n}\n\nmutation ApplyCouponCode($code: String!) {\n  applyCouponCode(code: $code) {\n    ...CartPage_cart\n  }\n}\n\nmutation RemoveCouponCode {\n  removeCouponCode {\n    ...CartPage_cart\n  }\n}"): (typeof documents)["fragment CartPage_cart on Cart {\n  id\n  checkoutOpen\n  ...OrderSummary_cart\n  items {\n    ...CartLine_item\n  }\n}\n\nquery CartPage {\n  cart {\n    ...CartPage_cart\n  }\n}\n\nmutation AddToCart($input: AddToCartInput!) {\n  addToCart(input: $input) {\n    ...CartPage_cart\n  }\n}\n\nmutation SetCartQuantity($productId: ID!, $quantity: Int!) {\n  setCartQuantity(productId: $productId, quantity: $quantity) {\n    ...CartPage_cart\n  }\n}\n\nmutation RemoveFromCart($productId: ID!) {\n  removeFromCart(productId: $productId) {\n    ...CartPage_cart\n  }\n}\n\nmutation ApplyCouponCode($code: String!) {\n  applyCouponCode(code: $code) {\n    ...CartPage_cart\n  }\n}\n\nmutation RemoveCouponCode {\n  removeCouponCode {\n    ...CartPage_cart\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderSummary_cart on Cart {\n  id\n  itemCount\n  subtotalPaise\n  discountPaise\n  shippingPaise\n  totalPaise\n  freeShippingGapPaise\n  promotions {\n    title\n    code\n    savingPaise\n  }\n  coupon {\n    code\n    applied\n    message\n  }\n}"): (typeof documents)["fragment OrderSummary_cart on Cart {\n  id\n  itemCount\n  subtotalPaise\n  discountPaise\n  shippingPaise\n  totalPaise\n  freeShippingGapPaise\n  promotions {\n    title\n    code\n    savingPaise\n  }\n  coupon {\n    code\n    applied\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomeBestSellers {\n  searchProducts(input: {category: \"BEST SELL\", limit: 24}) {\n    items {\n      ...ProductCard_product\n      isBestSeller\n    }\n  }\n}"): (typeof documents)["query HomeBestSellers {\n  searchProducts(input: {category: \"BEST SELL\", limit: 24}) {\n    items {\n      ...ProductCard_product\n      isBestSeller\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductCard_product on Product {\n  id\n  name\n  description\n  pricePaise\n  mrpPaise\n  salePricePaise\n  offerPercent\n  coverPhoto {\n    ...Picture_photo\n  }\n  stock\n  fromPricePaise\n  sizePricesVary\n  rating\n  ratingCount\n}"): (typeof documents)["fragment ProductCard_product on Product {\n  id\n  name\n  description\n  pricePaise\n  mrpPaise\n  salePricePaise\n  offerPercent\n  coverPhoto {\n    ...Picture_photo\n  }\n  stock\n  fromPricePaise\n  sizePricesVary\n  rating\n  ratingCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Product($id: ID!) {\n  product(id: $id) {\n    ...ProductCard_product\n    images\n    photos {\n      ...Picture_photo\n    }\n    availableSizes\n    variants {\n      ...SizeOption_variant\n    }\n    color\n    category\n    kind\n    features\n    inStock\n    isBestSeller\n    colorSwatches {\n      name\n      hex\n    }\n  }\n}\n\nquery ProductVariant($name: String!, $color: String!) {\n  productVariant(name: $name, color: $color) {\n    id\n  }\n}\n\nfragment SizeOption_variant on ProductVariant {\n  id\n  sku\n  size\n  stock\n  pricePaise\n  available\n  lowStock\n}"): (typeof documents)["query Product($id: ID!) {\n  product(id: $id) {\n    ...ProductCard_product\n    images\n    photos {\n      ...Picture_photo\n    }\n    availableSizes\n    variants {\n      ...SizeOption_variant\n    }\n    color\n    category\n    kind\n    features\n    inStock\n    isBestSeller\n    colorSwatches {\n      name\n      hex\n    }\n  }\n}\n\nquery ProductVariant($name: String!, $color: String!) {\n  productVariant(name: $name, color: $color) {\n    id\n  }\n}\n\nfragment SizeOption_variant on ProductVariant {\n  id\n  sku\n  size\n  stock\n  pricePaise\n  available\n  lowStock\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchProducts($input: ProductSearchInput) {\n  searchProducts(input: $input) {\n    total\n    totalCapped\n    limit\n    offset\n    correctedSearch\n    collection {\n      key\n      title\n      description\n    }\n    items {\n      ...ProductCard_product\n    }\n  }\n}"): (typeof documents)["query SearchProducts($input: ProductSearchInput) {\n  searchProducts(input: $input) {\n    total\n    totalCapped\n    limit\n    offset\n    correctedSearch\n    collection {\n      key\n      title\n      description\n    }\n    items {\n      ...ProductCard_product\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Pincode($pincode: String!) {\n  pincode(pincode: $pincode) {\n    pincode\n    area\n    areas\n    district\n    state\n    codAvailable\n  }\n}"): (typeof documents)["query Pincode($pincode: String!) {\n  pincode(pincode: $pincode) {\n    pincode\n    area\n    areas\n    district\n    state\n    codAvailable\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductReviews($id: ID!, $limit: Int) {\n  product(id: $id) {\n    id\n    rating\n    ratingCount\n    reviewSummary {\n      average\n      count\n      positivePercent\n      distribution\n    }\n    reviews(limit: $limit) {\n      total\n      items {\n        id\n        username\n        stars\n        text\n        createdAt\n      }\n    }\n  }\n}\n\nquery MyReview($productId: ID!) {\n  myReview(productId: $productId) {\n    ...MyReview_review\n  }\n}\n\nfragment MyReview_review on Review {\n  id\n  stars\n  text\n  createdAt\n}\n\nmutation AddReview($input: AddReviewInput!) {\n  addReview(input: $input) {\n    message\n    replaced\n    review {\n      ...MyReview_review\n    }\n    product {\n      id\n      rating\n      ratingCount\n    }\n  }\n}\n\nquery FeaturedReviews($limit: Int) {\n  featuredReviews(limit: $limit) {\n    id\n    username\n    stars\n    text\n    createdAt\n    product {\n      id\n      name\n      coverImage\n    }\n  }\n}"): (typeof documents)["query ProductReviews($id: ID!, $limit: Int) {\n  product(id: $id) {\n    id\n    rating\n    ratingCount\n    reviewSummary {\n      average\n      count\n      positivePercent\n      distribution\n    }\n    reviews(limit: $limit) {\n      total\n      items {\n        id\n        username\n        stars\n        text\n        createdAt\n      }\n    }\n  }\n}\n\nquery MyReview($productId: ID!) {\n  myReview(productId: $productId) {\n    ...MyReview_review\n  }\n}\n\nfragment MyReview_review on Review {\n  id\n  stars\n  text\n  createdAt\n}\n\nmutation AddReview($input: AddReviewInput!) {\n  addReview(input: $input) {\n    message\n    replaced\n    review {\n      ...MyReview_review\n    }\n    product {\n      id\n      rating\n      ratingCount\n    }\n  }\n}\n\nquery FeaturedReviews($limit: Int) {\n  featuredReviews(limit: $limit) {\n    id\n    username\n    stars\n    text\n    createdAt\n    product {\n      id\n      name\n      coverImage\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WishlistCard_product on Product {\n  id\n  name\n  coverImage\n  pricePaise\n  stock\n}\n\nfragment WishlistPage_wishlist on Wishlist {\n  id\n  count\n  products {\n    ...WishlistCard_product\n  }\n}\n\nquery WishlistPage {\n  wishlist {\n    ...WishlistPage_wishlist\n  }\n}\n\nquery WishlistMembership {\n  wishlist {\n    id\n    count\n    products {\n      id\n    }\n  }\n}\n\nmutation AddToWishlist($productId: ID!) {\n  addToWishlist(productId: $productId) {\n    ...WishlistPage_wishlist\n  }\n}\n\nmutation RemoveFromWishlist($productId: ID!) {\n  removeFromWishlist(productId: $productId) {\n    ...WishlistPage_wishlist\n  }\n}"): (typeof documents)["fragment WishlistCard_product on Product {\n  id\n  name\n  coverImage\n  pricePaise\n  stock\n}\n\nfragment WishlistPage_wishlist on Wishlist {\n  id\n  count\n  products {\n    ...WishlistCard_product\n  }\n}\n\nquery WishlistPage {\n  wishlist {\n    ...WishlistPage_wishlist\n  }\n}\n\nquery WishlistMembership {\n  wishlist {\n    id\n    count\n    products {\n      id\n    }\n  }\n}\n\nmutation AddToWishlist($productId: ID!) {\n  addToWishlist(productId: $productId) {\n    ...WishlistPage_wishlist\n  }\n}\n\nmutation RemoveFromWishlist($productId: ID!) {\n  removeFromWishlist(productId: $productId) {\n    ...WishlistPage_wishlist\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ErrorCodes on Query {\n  errorCodes\n}"): (typeof documents)["fragment ErrorCodes on Query {\n  errorCodes\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;