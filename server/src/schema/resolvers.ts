import type { NonEmptyArray } from 'type-graphql';
import { AccountsResolver } from '../modules/accounts/accounts.resolver';
import { AuditResolver } from '../modules/audit/audit.resolver';
import { CartResolver } from '../modules/cart/cart.resolver';
import { ProductAdminResolver } from '../modules/catalog/product-admin.resolver';
import { ProductResolver } from '../modules/catalog/product.resolver';
import { ContactResolver } from '../modules/contact/contact.resolver';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver';
import { DeliveryResolver } from '../modules/delivery/delivery.resolver';
import { AdminOrderDocumentsResolver, GstReportsResolver } from '../modules/invoices/gst-reports.resolver';
import { InvoicesResolver } from '../modules/invoices/invoices.resolver';
import { MailResolver } from '../modules/mail/mail.resolver';
import { MediaResolver } from '../modules/media/media.resolver';
import { OrderAdminResolver } from '../modules/orders/order-admin.resolver';
import { OrderResolver } from '../modules/orders/order.resolver';
import { OrderShippingAdminResolver, OrderTrackingResolver } from '../modules/orders/order-shipping.resolver';
import { PaymentResolver } from '../modules/payments/payments.resolver';
import { PricingResolver, ProductPriceResolver } from '../modules/pricing/pricing.resolver';
import { ReturnsResolver } from '../modules/returns/returns.resolver';
import { ReviewAdminResolver } from '../modules/reviews/review-admin.resolver';
import { ProductReviewsResolver, ReviewResolver } from '../modules/reviews/review.resolver';
import { StaffResolver } from '../modules/staff/staff.resolver';
import { WishlistResolver } from '../modules/wishlist/wishlist.resolver';
import { ProductPhotosResolver } from '../flows/attach-product-photos.resolver';
import { ReturnJourneyResolver } from '../flows/return-and-exchange.resolver';
import { PlaceOrderResolver } from '../flows/place-order.resolver';
import { StaffLinksResolver } from '../flows/staff-links.resolver';
import { ErrorCodesResolver } from './error-codes.resolver';

/** Every type-graphql resolver of the subgraph. Each domain adds its own here, one per line. */
export const resolvers: NonEmptyArray<Function> = [
  ProductResolver,
  ProductAdminResolver,
  ProductReviewsResolver,
  ReviewResolver,
  DeliveryResolver,
  AccountsResolver,
  CartResolver,
  PricingResolver,
  ProductPriceResolver,
  WishlistResolver,
  OrderResolver,
  PlaceOrderResolver,
  StaffLinksResolver,
  InvoicesResolver,
  GstReportsResolver,
  AdminOrderDocumentsResolver,
  OrderAdminResolver,
  OrderTrackingResolver,
  OrderShippingAdminResolver,
  PaymentResolver,
  ContactResolver,
  DashboardResolver,
  ReviewAdminResolver,
  MediaResolver,
  ProductPhotosResolver,
  StaffResolver,
  AuditResolver,
  MailResolver,
  ReturnsResolver,
  ReturnJourneyResolver,
  ErrorCodesResolver,
];
