/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Delivery address and payment mode; the lines are the shopper's cart as stored on the server. */
export type CartCheckoutInput = {
  address: string;
  area: string;
  /** The registered business name, with buyerGstin. */
  buyerBusinessName?: string | null | undefined;
  /** A registered business buyer’s GSTIN, for a B2B tax invoice: checked (check character, and the state code of the delivery address). */
  buyerGstin?: string | null | undefined;
  district?: string | null | undefined;
  landmark: string;
  mobileNumber: string;
  paymentMode: PaymentMode;
  pincode: string;
  state: string;
};

/** What a shopper chooses when buying one product. The server decides price, amount and status. */
export type OrderRequestInput = {
  address: string;
  area: string;
  /** The registered business name, with buyerGstin. */
  buyerBusinessName?: string | null | undefined;
  /** A registered business buyer’s GSTIN, for a B2B tax invoice: checked (check character, and the state code of the delivery address). */
  buyerGstin?: string | null | undefined;
  district?: string | null | undefined;
  landmark: string;
  mobileNumber: string;
  paymentMode: PaymentMode;
  pincode: string;
  /** 1 to 10. */
  quantity: number;
  /** One of the product's sizes, or 'NA' (the default) when it has none. */
  size?: string | null | undefined;
  state: string;
};

/** PENDING is a placed cash-on-delivery order (shown as "confirmed"). */
export type OrderStatus =
  | 'AWAITING_PAYMENT'
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'DELIVERED'
  | 'EXPIRED'
  | 'PAYMENT_FAILED'
  | 'PENDING'
  | 'SHIPPED';

export type PaymentMode =
  | 'COD'
  | 'Razorpay';

export type VerifyPaymentInput = {
  /** Our order's id (not the provider's). */
  orderId: string | number;
  /** razorpay_payment_id */
  paymentId: string;
  /** razorpay_signature */
  signature: string;
};

export type CheckoutProductQueryVariables = Exact<{
  id: string | number;
}>;


export type CheckoutProductQuery = { product: { id: string, name: string, description: string, pricePaise: number, mrpPaise: number, salePricePaise: number | null, coverImage: string, stock: number, availableSizes: Array<string>, color: string } | null };

export type PaymentConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentConfigQuery = { paymentConfig: { mode: string, onlinePaymentAvailable: boolean, keyId: string, checkoutScriptUrl: string, currency: string } };

export type PlaceOrderMutationVariables = Exact<{
  productId: string | number;
  input: OrderRequestInput;
}>;


export type PlaceOrderMutation = { placeOrder: { id: string, status: OrderStatus, totalPaise: number, paymentMode: PaymentMode, isPaid: boolean, razorpayOrderId: string | null } };

export type VerifyPaymentMutationVariables = Exact<{
  input: VerifyPaymentInput;
}>;


export type VerifyPaymentMutation = { verifyPayment: { id: string, status: OrderStatus, isPaid: boolean } };

export type AbandonPaymentMutationVariables = Exact<{
  orderId: string | number;
}>;


export type AbandonPaymentMutation = { abandonPayment: { id: string, status: OrderStatus } };

export type CheckoutCartMutationVariables = Exact<{
  input: CartCheckoutInput;
}>;


export type CheckoutCartMutation = { checkoutCart: { id: string, status: OrderStatus, totalPaise: number, paymentMode: PaymentMode, isPaid: boolean, razorpayOrderId: string | null } };

export type BuyNowQuoteQueryVariables = Exact<{
  productId: string | number;
  quantity: number;
  size?: string | null | undefined;
}>;


export type BuyNowQuoteQuery = { buyNowQuote: { subtotalPaise: number, discountPaise: number, shippingPaise: number, codFeePaise: number, totalPaise: number, promotions: Array<{ title: string, code: string | null, savingPaise: number }> } };

export type CheckoutAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutAddressesQuery = { mySavedAddresses: Array<{ address: string, landmark: string, area: string, district: string, state: string, pincode: string, mobileNumber: string }>, me: { id: string, mobile: string, pincode: string } };


export const CheckoutProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"mrpPaise"}},{"kind":"Field","name":{"kind":"Name","value":"salePricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"availableSizes"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<CheckoutProductQuery, CheckoutProductQueryVariables>;
export const PaymentConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"onlinePaymentAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutScriptUrl"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<PaymentConfigQuery, PaymentConfigQueryVariables>;
export const PlaceOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaceOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMode"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"razorpayOrderId"}}]}}]}}]} as unknown as DocumentNode<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const VerifyPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}}]}}]}}]} as unknown as DocumentNode<VerifyPaymentMutation, VerifyPaymentMutationVariables>;
export const AbandonPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AbandonPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abandonPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AbandonPaymentMutation, AbandonPaymentMutationVariables>;
export const CheckoutCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckoutCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CartCheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMode"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"razorpayOrderId"}}]}}]}}]} as unknown as DocumentNode<CheckoutCartMutation, CheckoutCartMutationVariables>;
export const BuyNowQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuyNowQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyNowQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quantity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"discountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"shippingPaise"}},{"kind":"Field","name":{"kind":"Name","value":"codFeePaise"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"savingPaise"}}]}}]}}]}}]} as unknown as DocumentNode<BuyNowQuoteQuery, BuyNowQuoteQueryVariables>;
export const CheckoutAddressesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySavedAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}}]}}]}}]} as unknown as DocumentNode<CheckoutAddressesQuery, CheckoutAddressesQueryVariables>;