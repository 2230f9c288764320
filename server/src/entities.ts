import { UserEntity } from './modules/accounts/user.entity';
import { AuditEntryEntity } from './modules/audit/audit-entry.entity';
import { CartItemEntity } from './modules/cart/cart-item.entity';
import { ProductEntity } from './modules/catalog/product.entity';
import { ContactMessageEntity } from './modules/contact/contact-message.entity';
import { InvoiceEntity } from './modules/invoices/invoice.entity';
import { MailMessageEntity } from './modules/mail/mail-message.entity';
import { MediaEntity } from './modules/media/media.entity';
import { OrderHistoryEntity } from './modules/orders/order-history.entity';
import { OrderLineEntity } from './modules/orders/order-line.entity';
import { OrderEntity } from './modules/orders/order.entity';
import { ReviewEntity } from './modules/reviews/review.entity';
import { ShopSettingEntity } from './modules/settings/shop-setting.entity';
import { ShipmentEventEntity } from './modules/shipping/shipment-event.entity';
import { ShipmentEntity } from './modules/shipping/shipment.entity';
import { StaffMemberEntity } from './modules/staff/staff-member.entity';
import { StaffSessionEntity } from './modules/staff/staff-session.entity';
import { WishlistItemEntity } from './modules/wishlist/wishlist-item.entity';

/** Every TypeORM entity, one per line, listed explicitly so tests (which cannot glob-require .ts) and the build agree. */
export const entities = [
  ProductEntity,
  UserEntity,
  ReviewEntity,
  CartItemEntity,
  WishlistItemEntity,
  OrderEntity,
  OrderLineEntity,
  OrderHistoryEntity,
  ContactMessageEntity,
  MediaEntity,
  StaffMemberEntity,
  StaffSessionEntity,
  ShopSettingEntity,
  AuditEntryEntity,
  ShipmentEntity,
  ShipmentEventEntity,
  InvoiceEntity,
  MailMessageEntity,
];
