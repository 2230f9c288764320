import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    "The back office's figures at a glance. Today and this week are India time (Asia/Kolkata), the week from Monday. Orders and revenue count sales by when they were placed: a cash-on-delivery order once placed, an online one once paid, neither once cancelled, never an exchange's replacement; revenue is what they charge, delivery included, less what returns refunded in the same span (by when refunded), in paise (show it as ₹ with en-IN grouping).",
})
export class AdminDashboard {
  @Field(() => Int)
  ordersToday: number;

  // Float: a sum of orders may pass GraphQL's 32-bit Int (₹2.1 crore); it is always whole paise.
  @Field(() => Float, { description: 'In whole paise (a Float only because a sum may outgrow a 32-bit Int).' })
  revenueTodayPaise: number;

  @Field(() => Int)
  ordersThisWeek: number;

  @Field(() => Float, { description: 'In whole paise (a Float only because a sum may outgrow a 32-bit Int).' })
  revenueThisWeekPaise: number;

  @Field(() => Float, { description: 'What returns refunded today, in paise, already taken off revenueTodayPaise.' })
  refundsTodayPaise: number;

  @Field(() => Float, { description: 'What returns refunded this week, in paise, already taken off revenueThisWeekPaise.' })
  refundsThisWeekPaise: number;

  @Field(() => String, { nullable: true, description: 'What the back office warns about tax invoices: the legal details are not set, or invoices carry the demo GSTIN. Null when all is well.' })
  legalDetailsWarning: string | null;

  @Field(() => Int, { description: 'Placed cash-on-delivery or paid orders not yet shipped, whenever placed.' })
  awaitingShipment: number;

  @Field(() => Int, { description: 'Products on sale at or below their low-stock threshold, sold out included: the low-stock list’s total.' })
  lowStockCount: number;

  @Field(() => Int, { description: 'Contact messages nobody has opened yet.' })
  unreadMessages: number;

  @Field(() => Date, { description: 'When today began (midnight, India time).' })
  todayStartsAt: Date;

  @Field(() => Date, { description: 'When this week began (Monday midnight, India time).' })
  weekStartsAt: Date;
}
