import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { productType } from '../catalog/catalog.types';
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

  @Field(() => Int, { description: 'Price times quantity, in paise.' })
  lineTotalPaise: number;

  @Field(() => Date)
  addedAt: Date;
}

@ObjectType({ description: "The logged-in shopper's cart." })
export class Cart {
  @Field(() => ID, { description: "The owner's user id (one cart per shopper)." })
  id: string;

  @Field(() => [CartItem], { description: 'Oldest line first.' })
  items: CartItem[];

  @Field(() => Int, { description: 'Number of lines (products) in the cart.' })
  itemCount: number;

  @Field(() => Int, { description: 'Sum of the lines, in paise.' })
  subtotalPaise: number;

  @Field(() => Int, { description: 'Flat ₹70 when the cart has lines, in paise.' })
  shippingPaise: number;

  @Field(() => Int, { description: 'Subtotal plus shipping, in paise.' })
  totalPaise: number;
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
