import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { productType } from '../catalog/catalog.types';
import { AppliedPromotion } from '../pricing/pricing.types';
import type { ProductEntity } from '../catalog/product.entity';
import { CART_MESSAGES, MAX_LINE_QUANTITY } from './cart.service';

@ObjectType({ description: 'One product in the cart, with the size picked and the quantity.' })
export class CartItem {
  @Field(() => ID, { description: "The line's id: its owner and product, so caches can tell lines apart." })
  id: string;

  @Field(productType)
  product: ProductEntity;

  @Field(() => Int)
  quantity: number;

  @Field(() => String, { nullable: true, description: 'The size picked, or null when none was.' })
  size: string | null;

  @Field(() => String)
  color: string;

  @Field(() => Int, { description: 'The most this line may hold: min(stock, 10); 0 when out of stock.' })
  maxQuantity: number;

  @Field(() => Int, { description: 'Price times quantity, in paise, before discounts.' })
  lineTotalPaise: number;

  @Field(() => Int, { description: "This line's share of the cart's discounts, in paise (split to the paisa by the price engine)." })
  discountPaise: number;

  @Field(() => Date)
  addedAt: Date;
}

@ObjectType({ description: "The coupon code on the shopper's cart." })
export class CartCoupon {
  @Field(() => String)
  code: string;

  @Field(() => Boolean, { description: 'Whether it lowers this cart now.' })
  applied: boolean;

  @Field(() => String, { nullable: true, description: 'Why it does not apply now, e.g. "Add ₹150 more to use WELCOME10."' })
  message: string | null;
}

@ObjectType({ description: "The logged-in shopper's cart." })
export class Cart {
  @Field(() => ID, { description: "The owner's user id (one cart per shopper)." })
  id: string;

  @Field(() => [CartItem], { description: 'Oldest line first.' })
  items: CartItem[];

  @Field(() => Int, { description: 'Number of lines (products) in the cart.' })
  itemCount: number;

  @Field(() => Int, { description: 'Sum of the lines at their prices, before discounts, in paise.' })
  subtotalPaise: number;

  @Field(() => Int, { description: 'Every promotion and coupon together, in paise (subtotal − discount is what the items cost).' })
  discountPaise: number;

  @Field(() => Int, { description: "The shop's shipping rules on the items after discounts (default: free at or over ₹1000, else ₹70), in paise." })
  shippingPaise: number;

  @Field(() => Int, { description: 'Subtotal − discount + shipping, in paise: what an order placed now costs (a cash-on-delivery fee, when the shop sets one, is added at checkout).' })
  totalPaise: number;

  @Field(() => Int, { description: 'How much more, after discounts, ships free; 0 when it does already.' })
  freeShippingGapPaise: number;

  @Field(() => [AppliedPromotion], { description: 'Each promotion applied, by name, with its saving.' })
  promotions: AppliedPromotion[];

  @Field(() => CartCoupon, { nullable: true, description: 'The coupon code entered, whether it applies now and, if not, why.' })
  coupon: CartCoupon | null;
}

@InputType({ description: 'What to add: the server looks the product up itself (price, stock, colour).' })
export class AddToCartInput {
  @Field(() => ID)
  productId: string;

  @Field(() => String, { nullable: true, description: 'One of the product\'s availableSizes.' })
  @IsOptional()
  size?: string | null;

  @Field(() => Int, { nullable: true, description: '1 to 10; 1 when left out.' })
  @IsOptional()
  @IsInt({ message: CART_MESSAGES.quantity })
  @Min(1, { message: CART_MESSAGES.quantity })
  @Max(MAX_LINE_QUANTITY, { message: CART_MESSAGES.quantity })
  quantity?: number | null;
}

@ArgsType()
export class SetCartQuantityArgs {
  @Field(() => ID)
  productId: string;

  @Field(() => Int, { description: '1 to 10, and never above the stock.' })
  @IsInt({ message: CART_MESSAGES.quantity })
  @Min(1, { message: CART_MESSAGES.quantity })
  @Max(MAX_LINE_QUANTITY, { message: CART_MESSAGES.quantity })
  quantity: number;
}
