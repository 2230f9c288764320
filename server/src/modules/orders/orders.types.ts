import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MOBILE_PATTERN, PINCODE_PATTERN } from '../accounts/account-rules';
import { OrderEntity, PaymentMode } from './order.entity';

/** The GraphQL `Order` type, for other modules' fields on it (the entity itself is private to orders). */
export const orderType = () => OrderEntity;

export const QUANTITY_RULE = 'Quantity must be a whole number from 1 to 10.';
export const PAYMENT_MODE_RULE = "Payment mode must be 'COD' or 'Razorpay'.";
export const PINCODE_RULE = 'Pincode must be a valid 6-digit PIN code.';
export const MOBILE_RULE = 'Mobile number must be a valid 10-digit mobile number.';

const NOT_BLANK = /\S/;
// class-validator reports the rules bottom-up: the "is required" rule sits last so a missing field says so.

/**
 * How the cart checks out: where it goes and how it is paid. The lines come from the shopper's cart on
 * the server; amount, price, status and paid state are absent: the server decides them.
 */
@InputType('CartCheckoutInput', { description: "Delivery address and payment mode; the lines are the shopper's cart as stored on the server." })
export class CartCheckoutInput {
  @Field(() => PaymentMode)
  @IsIn(Object.values(PaymentMode), { message: PAYMENT_MODE_RULE })
  paymentMode: PaymentMode;

  @Field(() => String)
  @MaxLength(200, { message: 'Area is too long.' })
  @IsString({ message: 'Area is required.' })
  @Matches(NOT_BLANK, { message: 'Area is required.' })
  area: string;

  @Field(() => String)
  @MaxLength(100, { message: 'State is too long.' })
  @IsString({ message: 'State is required.' })
  @Matches(NOT_BLANK, { message: 'State is required.' })
  state: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'District must be text.' })
  @MaxLength(100, { message: 'District is too long.' })
  district?: string;

  @Field(() => String)
  @MaxLength(500, { message: 'Address is too long.' })
  @IsString({ message: 'Address is required.' })
  @Matches(NOT_BLANK, { message: 'Address is required.' })
  address: string;

  @Field(() => String)
  @IsString({ message: PINCODE_RULE })
  @Matches(PINCODE_PATTERN, { message: PINCODE_RULE })
  pincode: string;

  @Field(() => String)
  @MaxLength(200, { message: 'Landmark is too long.' })
  @IsString({ message: 'Landmark is required.' })
  @Matches(NOT_BLANK, { message: 'Landmark is required.' })
  landmark: string;

  @Field(() => String)
  @IsString({ message: MOBILE_RULE })
  @Matches(MOBILE_PATTERN, { message: MOBILE_RULE })
  mobileNumber: string;

  @Field(() => String, {
    nullable: true,
    description: 'A registered business buyer’s GSTIN, for a B2B tax invoice: checked (check character, and the state code of the delivery address).',
  })
  @IsOptional()
  @IsString({ message: 'The GSTIN must be text.' })
  @MaxLength(20, { message: 'The GSTIN must be 15 characters.' })
  buyerGstin?: string | null;

  @Field(() => String, { nullable: true, description: 'The registered business name, with buyerGstin.' })
  @IsOptional()
  @IsString({ message: 'The business name must be text.' })
  @MaxLength(200, { message: 'The business name may have up to 200 characters.' })
  buyerBusinessName?: string | null;
}

/**
 * The order request of spec section 3 (legacy REST sends exactly these, flat): the cart checkout's
 * address and payment mode, plus the one product's quantity and size.
 */
@InputType('OrderRequestInput', { description: 'What a shopper chooses when buying one product. The server decides price, amount and status.' })
export class OrderRequestInput extends CartCheckoutInput {
  @Field(() => Int, { description: '1 to 10.' })
  @IsInt({ message: QUANTITY_RULE })
  @Min(1, { message: QUANTITY_RULE })
  @Max(10, { message: QUANTITY_RULE })
  quantity: number;

  @Field(() => String, { nullable: true, description: "One of the product's sizes, or 'NA' (the default) when it has none." })
  @IsOptional()
  @IsString({ message: 'Size must be text.' })
  @MaxLength(10, { message: 'Size is too long.' })
  size?: string;
}

/** What the checkout's success handler hands back: OUR order id with the provider's payment id and signature. */
@InputType('VerifyPaymentInput')
export class VerifyPaymentInput {
  @Field(() => ID, { description: "Our order's id (not the provider's)." })
  @IsString()
  @MaxLength(100)
  orderId: string;

  @Field(() => String, { description: 'razorpay_payment_id' })
  @IsString()
  @MaxLength(100)
  paymentId: string;

  @Field(() => String, { description: 'razorpay_signature' })
  @IsString()
  @MaxLength(200)
  signature: string;
}

@ObjectType({ description: 'A delivery address the shopper gave an earlier order (checkout offers to choose it).' })
export class SavedAddress {
  @Field(() => String)
  address: string;

  @Field(() => String)
  landmark: string;

  @Field(() => String)
  area: string;

  @Field(() => String)
  district: string;

  @Field(() => String)
  state: string;

  @Field(() => String)
  pincode: string;

  @Field(() => String)
  mobileNumber: string;
}
