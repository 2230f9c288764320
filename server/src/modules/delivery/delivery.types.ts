import { Field, ObjectType } from 'type-graphql';

@ObjectType('PincodePlace', { description: 'Where a PIN code is, from the bundled India Post directory.' })
export class PincodePlaceType {
  @Field(() => String)
  pincode: string;

  @Field(() => String, { description: "The post office's locality." })
  area: string;

  @Field(() => [String], { description: 'Every locality the PIN serves.' })
  areas: string[];

  @Field(() => String)
  district: string;

  @Field(() => String)
  state: string;

  @Field(() => Boolean, { description: 'Whether cash on delivery is available here: the courier’s answer when one is configured, else the shop’s offline rule.' })
  codAvailable: boolean;
}
