import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A promotion applied to a cart or an order, with what it saved.' })
export class AppliedPromotion {
  @Field(() => String)
  title: string;

  @Field(() => String, { nullable: true, description: "The coupon's code; null for an automatic promotion." })
  code: string | null;

  @Field(() => Int, { description: 'What it saved, in paise (a free-shipping coupon: the shipping charge).' })
  savingPaise: number;
}

@ObjectType({ description: "The shop's shipping rules, as the owner set them: every page that states them reads these." })
export class ShippingRules {
  @Field(() => Int, { description: 'Orders at or over this, after discounts, ship free (paise).' })
  freeOverPaise: number;

  @Field(() => Int, { description: 'The charge below it (paise).' })
  flatPaise: number;

  @Field(() => Int, { description: 'Added to cash-on-delivery orders (paise; 0: none).' })
  codFeePaise: number;
}

@InputType({ description: 'New shipping rules, all in paise.' })
export class ShippingRulesInput {
  @Field(() => Int)
  @IsInt()
  @Min(0)
  @Max(10_000_000)
  freeOverPaise: number;

  @Field(() => Int)
  @IsInt()
  @Min(0)
  @Max(10_000_000)
  flatPaise: number;

  @Field(() => Int)
  @IsInt()
  @Min(0)
  @Max(10_000_000)
  codFeePaise: number;
}

@ObjectType({ description: 'What an order of these items would cost now (Buy Now shows it before the order is placed).' })
export class PriceQuote {
  @Field(() => Int)
  subtotalPaise: number;

  @Field(() => Int)
  discountPaise: number;

  @Field(() => Int)
  shippingPaise: number;

  @Field(() => Int, { description: 'Cash-on-delivery fee when paying on delivery (0 by default).' })
  codFeePaise: number;

  @Field(() => Int, { description: 'Subtotal − discount + shipping (without the COD fee).' })
  totalPaise: number;

  @Field(() => [AppliedPromotion])
  promotions: AppliedPromotion[];
}

@ObjectType('Promotion', { description: 'A promotion as staff manage it.' })
export class PromotionView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  title: string;

  @Field(() => String, { description: 'sale, bundle, bxgy or coupon.' })
  kind: string;

  @Field(() => String, { nullable: true })
  code: string | null;

  @Field(() => Boolean)
  combines: boolean;

  @Field(() => [String], { description: 'What it applies to: product:<id>, category:<key>, kind:<kind>, collection:<key>; empty on a coupon: the whole order.' })
  targets: string[];

  @Field(() => String, { description: 'percent, fixed or free_shipping.' })
  valueType: string;

  @Field(() => Int)
  value: number;

  @Field(() => Int, { nullable: true })
  bundleSize: number | null;

  @Field(() => Int, { nullable: true })
  bundlePricePaise: number | null;

  @Field(() => Int, { nullable: true })
  buyQuantity: number | null;

  @Field(() => Int, { nullable: true })
  getQuantity: number | null;

  @Field(() => Int, { nullable: true })
  getPercent: number | null;

  @Field(() => Int)
  minOrderPaise: number;

  @Field(() => Boolean)
  firstOrderOnly: boolean;

  @Field(() => Int, { nullable: true })
  perShopperLimit: number | null;

  @Field(() => Int, { nullable: true })
  totalLimit: number | null;

  @Field(() => Int, { description: 'Orders that used it and were not cancelled or expired.' })
  usedCount: number;

  @Field(() => Date, { nullable: true })
  startsAt: Date | null;

  @Field(() => Date, { nullable: true })
  endsAt: Date | null;

  @Field(() => Boolean)
  paused: boolean;

  @Field(() => Boolean, { description: 'Running now: not paused, started, not ended.' })
  active: boolean;
}

@InputType({ description: 'A promotion to create or the new values of one (start and end are instants; the back office enters them in India time).' })
export class PromotionInput {
  @Field(() => String)
  @IsString()
  @MinLength(1)
  @MaxLength(120)
  title: string;

  @Field(() => String)
  @IsIn(['sale', 'bundle', 'bxgy', 'coupon'])
  kind: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{3,32}$/, { message: 'A code is 3 to 32 letters, digits, - or _.' })
  code?: string | null;

  @Field(() => Boolean, { defaultValue: false })
  @IsBoolean()
  combines: boolean;

  @Field(() => [String], { defaultValue: [] })
  @Matches(/^(product|category|kind|collection):\S.{0,59}$/, { each: true, message: 'A target is product:<id>, category:<key>, kind:<kind> or collection:<key>.' })
  targets: string[];

  @Field(() => String, { defaultValue: 'percent' })
  @IsIn(['percent', 'fixed', 'free_shipping'])
  valueType: string;

  @Field(() => Int, { defaultValue: 0 })
  @IsInt()
  @Min(0)
  @Max(10_000_000)
  value: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(2)
  @Max(20)
  bundleSize?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(10_000_000)
  bundlePricePaise?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(20)
  buyQuantity?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(20)
  getQuantity?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100)
  getPercent?: number | null;

  @Field(() => Int, { defaultValue: 0 })
  @IsInt()
  @Min(0)
  @Max(10_000_000)
  minOrderPaise: number;

  @Field(() => Boolean, { defaultValue: false })
  @IsBoolean()
  firstOrderOnly: boolean;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  perShopperLimit?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  totalLimit?: number | null;

  @Field(() => Date, { nullable: true })
  @IsOptional()
  startsAt?: Date | null;

  @Field(() => Date, { nullable: true })
  @IsOptional()
  endsAt?: Date | null;
}
