import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { deliveryService } from './delivery.service';
import { PincodePlaceType } from './delivery.types';

@Resolver(() => PincodePlaceType)
export class DeliveryResolver {
  @Query(() => PincodePlaceType, { description: "Area, district and state of a PIN code; 'Enter a valid pin code' when it is malformed or unknown." })
  pincode(@Ctx() ctx: RequestContext, @Arg('pincode', () => String) pincode: string): Promise<PincodePlaceType> {
    return deliveryService.checkPincode(ctx, pincode.slice(0, 20));
  }
}
