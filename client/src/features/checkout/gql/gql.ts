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
    "query CheckoutProduct($id: ID!) {\n  product(id: $id) {\n    id\n    name\n    description\n    pricePaise\n    mrpPaise\n    salePricePaise\n    coverImage\n    stock\n    availableSizes\n    color\n  }\n}\n\nquery PaymentConfig {\n  paymentConfig {\n    mode\n    onlinePaymentAvailable\n    keyId\n    checkoutScriptUrl\n    currency\n  }\n}\n\nmutation PlaceOrder($productId: ID!, $input: OrderRequestInput!) {\n  placeOrder(productId: $productId, input: $input) {\n    id\n    status\n    totalPaise\n    paymentMode\n    isPaid\n    razorpayOrderId\n  }\n}\n\nmutation VerifyPayment($input: VerifyPaymentInput!) {\n  verifyPayment(input: $input) {\n    id\n    status\n    isPaid\n  }\n}\n\nmutation AbandonPayment($orderId: ID!) {\n  abandonPayment(orderId: $orderId) {\n    id\n    status\n  }\n}\n\nmutation CheckoutCart($input: CartCheckoutInput!) {\n  checkoutCart(input: $input) {\n    id\n    status\n    totalPaise\n    paymentMode\n    isPaid\n    razorpayOrderId\n  }\n}\n\nquery BuyNowQuote($productId: ID!, $quantity: Int!, $size: String) {\n  buyNowQuote(productId: $productId, quantity: $quantity, size: $size) {\n    subtotalPaise\n    discountPaise\n    shippingPaise\n    codFeePaise\n    totalPaise\n    promotions {\n      title\n      code\n      savingPaise\n    }\n  }\n}\n\nquery CheckoutAddresses {\n  mySavedAddresses {\n    address\n    landmark\n    area\n    district\n    state\n    pincode\n    mobileNumber\n  }\n  me {\n    id\n    mobile\n    pincode\n  }\n}": typeof types.CheckoutProductDocument,
};
const documents: Documents = {
    "query CheckoutProduct($id: ID!) {\n  product(id: $id) {\n    id\n    name\n    description\n    pricePaise\n    mrpPaise\n    salePricePaise\n    coverImage\n    stock\n    availableSizes\n    color\n  }\n}\n\nquery PaymentConfig {\n  paymentConfig {\n    mode\n    onlinePaymentAvailable\n    keyId\n    checkoutScriptUrl\n    currency\n  }\n}\n\nmutation PlaceOrder($productId: ID!, $input: OrderRequestInput!) {\n  placeOrder(productId: $productId, input: $input) {\n    id\n    status\n    totalPaise\n    paymentMode\n    isPaid\n    razorpayOrderId\n  }\n}\n\nmutation VerifyPayment($input: VerifyPaymentInput!) {\n  verifyPayment(input: $input) {\n    id\n    status\n    isPaid\n  }\n}\n\nmutation AbandonPayment($orderId: ID!) {\n  abandonPayment(orderId: $orderId) {\n    id\n    status\n  }\n}\n\nmutation CheckoutCart($input: CartCheckoutInput!) {\n  checkoutCart(input: $input) {\n    id\n    status\n    totalPaise\n    paymentMode\n    isPaid\n    razorpayOrderId\n  }\n}\n\nquery BuyNowQuote($productId: ID!, $quantity: Int!, $size: String) {\n  buyNowQuote(productId: $productId, quantity: $quantity, size: $size) {\n    subtotalPaise\n    discountPaise\n    shippingPaise\n    codFeePaise\n    totalPaise\n    promotions {\n      title\n      code\n      savingPaise\n    }\n  }\n}\n\nquery CheckoutAddresses {\n  mySavedAddresses {\n    address\n    landmark\n    area\n    district\n    state\n    pincode\n    mobileNumber\n  }\n  me {\n    id\n    mobile\n    pincode\n  }\n}": types.CheckoutProductDocument,
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
export function graphql(source: "query CheckoutProduct($id: ID!) {\n  product(id: $id) {\n    id\n    name\n    description\n    pricePaise\n    mrpPaise\n    salePricePaise\n    coverImage\n    stock\n    availableSizes\n    color\n  }\n}\n\nquery PaymentConfig {\n  paymentConfig {\n    mode\n    onlinePaymentAvailable\n    keyId\n    checkoutScriptUrl\n    currency\n  }\n}\n\nmutation PlaceOrder($productId: ID!, $input: OrderRequestInput!) {\n  placeOrder(productId: $productId, input: $input) {\n    id\n    status\n    totalPaise\n    paymentMode\n    isPaid\n    razorpayOrderId\n  }\n}\n\nmutation VerifyPayment($input: VerifyPaymentInput!) {\n  verifyPayment(input: $input) {\n    id\n    status\n    isPaid\n  }\n}\n\nmutation AbandonPayment($orderId: ID!) {\n  abandonPayment(orderId: $orderId) {\n    id\n    status\n  }\n}\n\nmutation CheckoutCart($input: CartCheckoutInput!) {\n  checkoutCart(input: $input) {\n    id\n    status\n    totalPaise\n    paymentMode\n    isPaid\n    razorpayOrderId\n  }\n}\n\nquery BuyNowQuote($productId: ID!, $quantity: Int!, $size: String) {\n  buyNowQuote(productId: $productId, quantity: $quantity, size: $size) {\n    subtotalPaise\n    discountPaise\n    shippingPaise\n    codFeePaise\n    totalPaise\n    promotions {\n      title\n      code\n      savingPaise\n    }\n  }\n}\n\nquery CheckoutAddresses {\n  mySavedAddresses {\n    address\n    landmark\n    area\n    district\n    state\n    pincode\n    mobileNumber\n  }\n  me {\n    id\n    mobile\n    pincode\n  }\n}"): (typeof documents)["query CheckoutProduct($id: ID!) {\n  product(id: $id) {\n    id\n    name\n    description\n    pricePaise\n    mrpPaise\n    salePricePaise\n    coverImage\n    stock\n    availableSizes\n    color\n  }\n}\n\nquery PaymentConfig {\n  paymentConfig {\n    mode\n    onlinePaymentAvailable\n    keyId\n    checkoutScriptUrl\n    currency\n  }\n}\n\nmutation PlaceOrder($productId: ID!, $input: OrderRequestInput!) {\n  placeOrder(productId: $productId, input: $input) {\n    id\n    status\n    totalPaise\n    paymentMode\n    isPaid\n    razorpayOrderId\n  }\n}\n\nmutation VerifyPayment($input: VerifyPaymentInput!) {\n  verifyPayment(input: $input) {\n    id\n    status\n    isPaid\n  }\n}\n\nmutation AbandonPayment($orderId: ID!) {\n  abandonPayment(orderId: $orderId) {\n    id\n    status\n  }\n}\n\nmutation CheckoutCart($input: CartCheckoutInput!) {\n  checkoutCart(input: $input) {\n    id\n    status\n    totalPaise\n    paymentMode\n    isPaid\n    razorpayOrderId\n  }\n}\n\nquery BuyNowQuote($productId: ID!, $quantity: Int!, $size: String) {\n  buyNowQuote(productId: $productId, quantity: $quantity, size: $size) {\n    subtotalPaise\n    discountPaise\n    shippingPaise\n    codFeePaise\n    totalPaise\n    promotions {\n      title\n      code\n      savingPaise\n    }\n  }\n}\n\nquery CheckoutAddresses {\n  mySavedAddresses {\n    address\n    landmark\n    area\n    district\n    state\n    pincode\n    mobileNumber\n  }\n  me {\n    id\n    mobile\n    pincode\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;