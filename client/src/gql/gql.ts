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
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiresAt\n    user {\n      id\n      username\n      email\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    email\n  }\n}": typeof types.LoginDocument,
    "fragment ProductCard_product on Product {\n  id\n  name\n  description\n  pricePaise\n  mrpPaise\n  offerPercent\n  coverImage\n  stock\n}": typeof types.ProductCard_ProductFragmentDoc,
    "query Product($id: ID!) {\n  product(id: $id) {\n    ...ProductCard_product\n    images\n    availableSizes\n    color\n  }\n}": typeof types.ProductDocument,
    "query Products($limit: Int, $offset: Int) {\n  products(limit: $limit, offset: $offset) {\n    ...ProductCard_product\n  }\n}": typeof types.ProductsDocument,
};
const documents: Documents = {
    "query AccountMenu {\n  me {\n    id\n    username\n  }\n}": types.AccountMenuDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiresAt\n    user {\n      id\n      username\n      email\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    email\n  }\n}": types.LoginDocument,
    "fragment ProductCard_product on Product {\n  id\n  name\n  description\n  pricePaise\n  mrpPaise\n  offerPercent\n  coverImage\n  stock\n}": types.ProductCard_ProductFragmentDoc,
    "query Product($id: ID!) {\n  product(id: $id) {\n    ...ProductCard_product\n    images\n    availableSizes\n    color\n  }\n}": types.ProductDocument,
    "query Products($limit: Int, $offset: Int) {\n  products(limit: $limit, offset: $offset) {\n    ...ProductCard_product\n  }\n}": types.ProductsDocument,
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
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiresAt\n    user {\n      id\n      username\n      email\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    email\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiresAt\n    user {\n      id\n      username\n      email\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    email\n  }\n}"];
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;