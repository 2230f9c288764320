import { Arg, Ctx, Directive, Field, FieldResolver, ID, InputType, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { cacheHint, CATALOGUE_MAX_AGE } from '../../common/cache-hints';
import type { ProductEntity } from '../catalog/product.entity';
import { IsInt, Max, Min } from 'class-validator';
import type { RequestContext } from '../../context';
import { AdminOperation } from '../access/admin-guard';
import { catalogService } from '../catalog/catalog.service';
import { PRODUCT_ID_MESSAGES, productType } from '../catalog/catalog.types';
import { badInput } from '../../common/errors';
import { lineOf, pricingService } from './pricing.service';
import { PriceQuote, PromotionInput, PromotionView, ShippingRules, ShippingRulesInput } from './pricing.types';
import { promotionAdmin, view } from './promotion-admin';
import type { PriceResult } from './price-engine';

@InputType({ description: 'A product and how many, for a promotion preview.' })
class PreviewItemInput {
  @Field(() => ID)
  productId: string;

  @Field(() => Int)
  @IsInt()
  @Min(1)
  @Max(10)
  quantity: number;
}

const quoteOf = (r: PriceResult, codFeePaise: number): PriceQuote => ({
  subtotalPaise: r.subtotalPaise,
  discountPaise: r.discountPaise,
  shippingPaise: r.shippingPaise,
  codFeePaise,
  totalPaise: r.totalPaise,
  promotions: r.promotions,
});

@Resolver()
export class PricingResolver {
  @Directive(cacheHint(CATALOGUE_MAX_AGE))
  @Query(() => ShippingRules, { description: "The shop's shipping rules (free at or over a threshold after discounts, a flat charge below, a COD fee)." })
  shippingRules(@Ctx() ctx: RequestContext): Promise<ShippingRules> {
    return pricingService.shippingRules(ctx);
  }

  @Query(() => PriceQuote, { description: 'What a Buy Now order of this product would cost now: the same price engine, promotions and shipping rules as the cart.' })
  async buyNowQuote(
    @Ctx() ctx: RequestContext,
    @Arg('productId', () => ID) productId: string,
    @Arg('quantity', () => Int) quantity: number,
    @Arg('size', () => String, { nullable: true, description: 'The size to buy: priced at its own price when it has one.' }) size?: string | null,
  ): Promise<PriceQuote> {
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 10) throw badInput('quantity must be a whole number from 1 to 10.');
    const product = await catalogService.requireProduct(ctx, productId, PRODUCT_ID_MESSAGES);
    const variant = size ? (await catalogService.loadVariants(ctx, product.id)).find((v) => v.size === size) : undefined;
    const unitPrice = variant?.pricePaise ?? product.pricePaise;
    const { result } = await pricingService.price(ctx, { lines: [lineOf(product.id, product, quantity, unitPrice)], userId: null, couponCode: null, paymentMode: null });
    return quoteOf(result, (await pricingService.shippingRules(ctx)).codFeePaise);
  }

  @AdminOperation('settings.manage')
  @Mutation(() => ShippingRules, { description: 'Owners: sets the shipping rules (audited). Every page that states them follows.' })
  setShippingRules(@Ctx() ctx: RequestContext, @Arg('input', () => ShippingRulesInput) input: ShippingRulesInput): Promise<ShippingRules> {
    return pricingService.setShippingRules(ctx, input);
  }

  @AdminOperation('promotions.manage')
  @Query(() => [PromotionView], { description: 'Staff: every promotion, newest first.' })
  async adminPromotions(@Ctx() ctx: RequestContext): Promise<PromotionView[]> {
    return (await promotionAdmin.list(ctx)).map(view);
  }

  @AdminOperation('promotions.manage')
  @Mutation(() => PromotionView, { description: 'Staff: creates a promotion (audited).' })
  async createPromotion(@Ctx() ctx: RequestContext, @Arg('input', () => PromotionInput) input: PromotionInput): Promise<PromotionView> {
    return view(await promotionAdmin.create(ctx, input));
  }

  @AdminOperation('promotions.manage')
  @Mutation(() => PromotionView, { description: 'Staff: changes a promotion (audited).' })
  async updatePromotion(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string, @Arg('input', () => PromotionInput) input: PromotionInput): Promise<PromotionView> {
    return view(await promotionAdmin.update(ctx, id, input));
  }

  @AdminOperation('promotions.manage')
  @Mutation(() => PromotionView, { description: 'Staff: pauses or resumes a promotion (audited).' })
  async setPromotionPaused(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string, @Arg('paused', () => Boolean) paused: boolean): Promise<PromotionView> {
    return view(await promotionAdmin.setPaused(ctx, id, paused));
  }

  @AdminOperation('promotions.manage')
  @Query(() => PriceQuote, { description: 'Staff: what these products would cost with this promotion alone, as if it ran now.' })
  async previewPromotion(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string, @Arg('items', () => [PreviewItemInput]) items: PreviewItemInput[]): Promise<PriceQuote> {
    return quoteOf(await promotionAdmin.preview(ctx, id, items), 0);
  }
}

/** What cards and the product page show of the price engine: today's price after running sales. */
@Resolver(productType)
export class ProductPriceResolver {
  @Directive(cacheHint(CATALOGUE_MAX_AGE))
  @FieldResolver(() => Int, { nullable: true, description: 'What one piece costs today after the automatic sales running now, in paise; null when no sale lowers it (then pricePaise is the price).' })
  salePricePaise(@Ctx() ctx: RequestContext, @Root() product: ProductEntity): number | null | Promise<number | null> {
    return pricingService.salePrice(ctx, product);
  }
}
