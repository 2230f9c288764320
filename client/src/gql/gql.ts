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
    "query HomeBestSellers {\n  searchProducts(input: {category: \"BEST SELL\", limit: 24}) {\n    items {\n      ...ProductCard_product\n      isBestSeller\n    }\n  }\n}": typeof types.HomeBestSellersDocument,
    "fragment ProductCard_product on Product {\n  id\n  name\n  description\n  pricePaise\n  mrpPaise\n  offerPercent\n  coverImage\n  stock\n  rating\n  ratingCount\n}": typeof types.ProductCard_ProductFragmentDoc,
    "query Product($id: ID!) {\n  product(id: $id) {\n    ...ProductCard_product\n    images\n    availableSizes\n    size\n    color\n    category\n    kind\n    features\n    inStock\n    isBestSeller\n    colorSwatches {\n      name\n      hex\n    }\n  }\n}\n\nquery ProductVariant($name: String!, $color: String!) {\n  productVariant(name: $name, color: $color) {\n    id\n  }\n}": typeof types.ProductDocument,
    "query Products($limit: Int, $offset: Int) {\n  products(limit: $limit, offset: $offset) {\n    ...ProductCard_product\n  }\n}\n\nquery SearchProducts($input: ProductSearchInput) {\n  searchProducts(input: $input) {\n    total\n    totalCapped\n    limit\n    offset\n    correctedSearch\n    collection {\n      key\n      title\n      description\n    }\n    items {\n      ...ProductCard_product\n    }\n  }\n}": typeof types.ProductsDocument,
    "query Pincode($pincode: String!) {\n  pincode(pincode: $pincode) {\n    pincode\n    area\n    areas\n    district\n    state\n  }\n}": typeof types.PincodeDocument,
    "query ProductReviews($id: ID!, $limit: Int) {\n  product(id: $id) {\n    id\n    rating\n    ratingCount\n    reviewSummary {\n      average\n      count\n      positivePercent\n      distribution\n    }\n    reviews(limit: $limit) {\n      total\n      items {\n        id\n        username\n        stars\n        text\n        createdAt\n      }\n    }\n  }\n}\n\nmutation AddReview($input: AddReviewInput!) {\n  addReview(input: $input) {\n    message\n    review {\n      id\n    }\n    product {\n      id\n      rating\n      ratingCount\n    }\n  }\n}\n\nquery FeaturedReviews($limit: Int) {\n  featuredReviews(limit: $limit) {\n    id\n    username\n    stars\n    text\n    createdAt\n    product {\n      id\n      name\n      coverImage\n    }\n  }\n}": typeof types.ProductReviewsDocument,
};
const documents: Documents = {
    "query HomeBestSellers {\n  searchProducts(input: {category: \"BEST SELL\", limit: 24}) {\n    items {\n      ...ProductCard_product\n      isBestSeller\n    }\n  }\n}": types.HomeBestSellersDocument,
    "fragment ProductCard_product on Product {\n  id\n  name\n  description\n  pricePaise\n  mrpPaise\n  offerPercent\n  coverImage\n  stock\n  rating\n  ratingCount\n}": types.ProductCard_ProductFragmentDoc,
    "query Product($id: ID!) {\n  product(id: $id) {\n    ...ProductCard_product\n    images\n    availableSizes\n    size\n    color\n    category\n    kind\n    features\n    inStock\n    isBestSeller\n    colorSwatches {\n      name\n      hex\n    }\n  }\n}\n\nquery ProductVariant($name: String!, $color: String!) {\n  productVariant(name: $name, color: $color) {\n    id\n  }\n}": types.ProductDocument,
    "query Products($limit: Int, $offset: Int) {\n  products(limit: $limit, offset: $offset) {\n    ...ProductCard_product\n  }\n}\n\nquery SearchProducts($input: ProductSearchInput) {\n  searchProducts(input: $input) {\n    total\n    totalCapped\n    limit\n    offset\n    correctedSearch\n    collection {\n      key\n      title\n      description\n    }\n    items {\n      ...ProductCard_product\n    }\n  }\n}": types.ProductsDocument,
    "query Pincode($pincode: String!) {\n  pincode(pincode: $pincode) {\n    pincode\n    area\n    areas\n    district\n    state\n  }\n}": types.PincodeDocument,
    "query ProductReviews($id: ID!, $limit: Int) {\n  product(id: $id) {\n    id\n    rating\n    ratingCount\n    reviewSummary {\n      average\n      count\n      positivePercent\n      distribution\n    }\n    reviews(limit: $limit) {\n      total\n      items {\n        id\n        username\n        stars\n        text\n        createdAt\n      }\n    }\n  }\n}\n\nmutation AddReview($input: AddReviewInput!) {\n  addReview(input: $input) {\n    message\n    review {\n      id\n    }\n    product {\n      id\n      rating\n      ratingCount\n    }\n  }\n}\n\nquery FeaturedReviews($limit: Int) {\n  featuredReviews(limit: $limit) {\n    id\n    username\n    stars\n    text\n    createdAt\n    product {\n      id\n      name\n      coverImage\n    }\n  }\n}": types.ProductReviewsDocument,
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
export function graphql(source: "query HomeBestSellers {\n  searchProducts(input: {category: \"BEST SELL\", limit: 24}) {\n    items {\n      ...ProductCard_product\n      isBestSeller\n    }\n  }\n}"): (typeof documents)["query HomeBestSellers {\n  searchProducts(input: {category: \"BEST SELL\", limit: 24}) {\n    items {\n      ...ProductCard_product\n      isBestSeller\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductCard_product on Product {\n  id\n  name\n  description\n  pricePaise\n  mrpPaise\n  offerPercent\n  coverImage\n  stock\n  rating\n  ratingCount\n}"): (typeof documents)["fragment ProductCard_product on Product {\n  id\n  name\n  description\n  pricePaise\n  mrpPaise\n  offerPercent\n  coverImage\n  stock\n  rating\n  ratingCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Product($id: ID!) {\n  product(id: $id) {\n    ...ProductCard_product\n    images\n    availableSizes\n    size\n    color\n    category\n    kind\n    features\n    inStock\n    isBestSeller\n    colorSwatches {\n      name\n      hex\n    }\n  }\n}\n\nquery ProductVariant($name: String!, $color: String!) {\n  productVariant(name: $name, color: $color) {\n    id\n  }\n}"): (typeof documents)["query Product($id: ID!) {\n  product(id: $id) {\n    ...ProductCard_product\n    images\n    availableSizes\n    size\n    color\n    category\n    kind\n    features\n    inStock\n    isBestSeller\n    colorSwatches {\n      name\n      hex\n    }\n  }\n}\n\nquery ProductVariant($name: String!, $color: String!) {\n  productVariant(name: $name, color: $color) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Products($limit: Int, $offset: Int) {\n  products(limit: $limit, offset: $offset) {\n    ...ProductCard_product\n  }\n}\n\nquery SearchProducts($input: ProductSearchInput) {\n  searchProducts(input: $input) {\n    total\n    totalCapped\n    limit\n    offset\n    correctedSearch\n    collection {\n      key\n      title\n      description\n    }\n    items {\n      ...ProductCard_product\n    }\n  }\n}"): (typeof documents)["query Products($limit: Int, $offset: Int) {\n  products(limit: $limit, offset: $offset) {\n    ...ProductCard_product\n  }\n}\n\nquery SearchProducts($input: ProductSearchInput) {\n  searchProducts(input: $input) {\n    total\n    totalCapped\n    limit\n    offset\n    correctedSearch\n    collection {\n      key\n      title\n      description\n    }\n    items {\n      ...ProductCard_product\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Pincode($pincode: String!) {\n  pincode(pincode: $pincode) {\n    pincode\n    area\n    areas\n    district\n    state\n  }\n}"): (typeof documents)["query Pincode($pincode: String!) {\n  pincode(pincode: $pincode) {\n    pincode\n    area\n    areas\n    district\n    state\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductReviews($id: ID!, $limit: Int) {\n  product(id: $id) {\n    id\n    rating\n    ratingCount\n    reviewSummary {\n      average\n      count\n      positivePercent\n      distribution\n    }\n    reviews(limit: $limit) {\n      total\n      items {\n        id\n        username\n        stars\n        text\n        createdAt\n      }\n    }\n  }\n}\n\nmutation AddReview($input: AddReviewInput!) {\n  addReview(input: $input) {\n    message\n    review {\n      id\n    }\n    product {\n      id\n      rating\n      ratingCount\n    }\n  }\n}\n\nquery FeaturedReviews($limit: Int) {\n  featuredReviews(limit: $limit) {\n    id\n    username\n    stars\n    text\n    createdAt\n    product {\n      id\n      name\n      coverImage\n    }\n  }\n}"): (typeof documents)["query ProductReviews($id: ID!, $limit: Int) {\n  product(id: $id) {\n    id\n    rating\n    ratingCount\n    reviewSummary {\n      average\n      count\n      positivePercent\n      distribution\n    }\n    reviews(limit: $limit) {\n      total\n      items {\n        id\n        username\n        stars\n        text\n        createdAt\n      }\n    }\n  }\n}\n\nmutation AddReview($input: AddReviewInput!) {\n  addReview(input: $input) {\n    message\n    review {\n      id\n    }\n    product {\n      id\n      rating\n      ratingCount\n    }\n  }\n}\n\nquery FeaturedReviews($limit: Int) {\n  featuredReviews(limit: $limit) {\n    id\n    username\n    stars\n    text\n    createdAt\n    product {\n      id\n      name\n      coverImage\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;