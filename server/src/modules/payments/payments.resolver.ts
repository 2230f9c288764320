import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { paymentsService } from './payments.service';

@ObjectType('PaymentConfig', { description: 'How the browser opens the payment checkout.' })
export class PaymentConfigType {
  @Field(() => String, { description: "'live' (Razorpay) or 'test' (a local stand-in, no money moves)." })
  mode: string;

  @Field(() => Boolean, { description: 'Whether shoppers may pay online now; when false, offer Cash on Delivery only.' })
  onlinePaymentAvailable: boolean;

  @Field(() => String, { description: 'The public key id the checkout is opened with.' })
  keyId: string;

  @Field(() => String, { description: 'The checkout script to load.' })
  checkoutScriptUrl: string;

  @Field(() => String)
  currency: string;
}

@Resolver()
export class PaymentResolver {
  @Query(() => PaymentConfigType)
  paymentConfig(@Ctx() ctx: RequestContext): PaymentConfigType {
    return paymentsService.config(ctx);
  }
}
