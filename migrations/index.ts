import { CreateProductAndUser1763780000000 } from './1763780000000-create-product-and-user';
import { CreateRateLimit1763780050000 } from './1763780050000-create-rate-limit';
import { CatalogSearch1763780100000 } from './1763780100000-catalog-search';
import { CreateReview1763780110000 } from './1763780110000-create-review';
import { CreateCartAndWishlist1763780300000 } from './1763780300000-create-cart-and-wishlist';
import { CreateOrders1763780400000 } from './1763780400000-create-orders';
import { CreateContactMessage1763780500000 } from './1763780500000-create-contact-message';
import { TuneIndexes1763780600000 } from './1763780600000-tune-indexes';
import { OrderLines1763780800000 } from './1763780800000-order-lines';
import { SizeNotesToFeatures1763780900000 } from './1763780900000-size-notes-to-features';
import { PlaceOrderFunction1790000030000 } from './1790000030000-place-order-function';
import { UnitsCapFromOpenOrders1790000040000 } from './1790000040000-units-cap-from-open-orders';
import { StockFunctions1790000050000 } from './1790000050000-stock-functions';
import { PlaceOrderRules1790000060000 } from './1790000060000-place-order-rules';
import { StaffAndAudit1790000200000 } from './1790000200000-staff-and-audit';
import { Media1790000240000 } from './1790000240000-media';
import { ProductAdminFields1790000250000 } from './1790000250000-product-admin-fields';
import { StockLedger1790000260000 } from './1790000260000-stock-ledger';
import { BackOfficeOrdersInboxReviews1790000280000 } from './1790000280000-back-office-orders-inbox-reviews';
import { ProductSearchWalk1790000310000 } from './1790000310000-product-search-walk';
import { GstInvoices1790000370000 } from './1790000370000-gst-invoices';
import { Shipments1790000395000 } from './1790000395000-shipments';
import { MailAndPasswordReset1790000430000 } from './1790000430000-mail-and-password-reset';
import { ReturnRequests1790000470000 } from './1790000470000-return-requests';
import { PartialCreditNotes1790000485000 } from './1790000485000-partial-credit-notes';
import { ReplacementOrders1790000486000 } from './1790000486000-replacement-orders';
import { ListingIndexes1790000490000 } from './1790000490000-listing-indexes';
import { MailSendClaim1790000495000 } from './1790000495000-mail-send-claim';
import { RuntimeRole1790000500000 } from './1790000500000-runtime-role';
import { BoundedUploads1790000500270 } from './1790000500270-bounded-uploads';
import { StaffLinks1790000510000 } from './1790000510000-staff-links';
import { CanonicalEmails1790000527100 } from './1790000527100-canonical-emails';
import { ProductVariants1790000700000 } from './1790000700000-product-variants';
import { Promotions1790000800000 } from './1790000800000-promotions';
import { GstReturns1790000900000 } from './1790000900000-gst-returns';
import { SizePriceRangeIndex1790000950000 } from './1790000950000-size-price-range-index';
import { ProductSearchSignature1790001000000 } from './1790001000000-product-search-signature';
import { PlaceOrderPriced1790001100000 } from './1790001100000-place-order-priced';
import { PlacementWritesFirst1790001200000 } from './1790001200000-placement-writes-first';
import { ProductTextShards1790001300000 } from './1790001300000-product-text-shards';
import { ProductTextCollection1790001400000 } from './1790001400000-product-text-collection';
import { ProductSizePrices1790001600000 } from './1790001600000-product-size-prices';
import { ProductSearchExact1790001500000 } from './1790001500000-product-search-exact';

/** Every migration in order, one per line. Listed explicitly so the app, the CLI and vitest load the same set. */
export const migrations = [
  CreateProductAndUser1763780000000,
  CreateRateLimit1763780050000,
  CatalogSearch1763780100000,
  CreateReview1763780110000,
  CreateCartAndWishlist1763780300000,
  CreateOrders1763780400000,
  CreateContactMessage1763780500000,
  TuneIndexes1763780600000,
  OrderLines1763780800000,
  SizeNotesToFeatures1763780900000,
  PlaceOrderFunction1790000030000,
  UnitsCapFromOpenOrders1790000040000,
  StockFunctions1790000050000,
  PlaceOrderRules1790000060000,
  StaffAndAudit1790000200000,
  Media1790000240000,
  ProductAdminFields1790000250000,
  StockLedger1790000260000,
  BackOfficeOrdersInboxReviews1790000280000,
  ProductSearchWalk1790000310000,
  GstInvoices1790000370000,
  Shipments1790000395000,
  MailAndPasswordReset1790000430000,
  ReturnRequests1790000470000,
  PartialCreditNotes1790000485000,
  ReplacementOrders1790000486000,
  ListingIndexes1790000490000,
  MailSendClaim1790000495000,
  RuntimeRole1790000500000,
  BoundedUploads1790000500270,
  StaffLinks1790000510000,
  CanonicalEmails1790000527100,
  ProductVariants1790000700000,
  Promotions1790000800000,
  GstReturns1790000900000,
  SizePriceRangeIndex1790000950000,
  ProductSearchSignature1790001000000,
  PlaceOrderPriced1790001100000,
  PlacementWritesFirst1790001200000,
  ProductTextShards1790001300000,
  ProductTextCollection1790001400000,
  ProductSearchExact1790001500000,
  ProductSizePrices1790001600000,
];
