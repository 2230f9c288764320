import { inTransaction, type RequestContext } from '../context';
import { auditService } from '../modules/audit/audit.service';
import { catalogService } from '../modules/catalog/catalog.service';
import type { ProductEntity } from '../modules/catalog/product.entity';
import type { MediaEntity } from '../modules/media/media.entity';
import { asProductPhoto, mediaService } from '../modules/media/media.service';

/**
 * JOURNEY: photos from the media library shown on a product (media, then catalogue, then audit).
 *
 * - Before the transaction: nothing remote. The photos were stored (media store) at upload, which is
 *   its own journey (mediaService.upload): attaching never touches the store.
 * - In one transaction: the photos are read and checked (media), the product row is locked and takes
 *   them in order (catalogue, which publishes the change), the audit entry is written.
 * - After the commit: every process's caches drop the product (the change notification commits with it).
 * - Undo: a refusal at any step rolls the whole transaction back; nothing outside the database moved.
 */
export async function setProductPhotos(ctx: RequestContext, productId: string, mediaIds: string[]): Promise<ProductEntity> {
  return inTransaction(ctx, async (tx) => {
    const photos = await mediaService.photosFor(tx, mediaIds);
    const { before, product } = await catalogService.setProductPhotos(tx, productId, photos);
    await auditService.record(tx, {
      action: 'product.photos',
      entityType: 'product',
      entityId: productId,
      before: { photos: before.map((p) => p.id) },
      after: { photos: mediaIds },
    });
    return product;
  });
}

/**
 * JOURNEY: a photo's alt text changed, in the library and in every product that shows it.
 * One transaction (the photo's row locked, the products rewritten, the audit entry); nothing remote.
 */
export async function describePhoto(ctx: RequestContext, id: string, alt: string): Promise<MediaEntity> {
  return inTransaction(ctx, async (tx) => {
    const { media, before } = await mediaService.describe(tx, id, alt);
    const products = await catalogService.refreshPhoto(tx, asProductPhoto(media));
    await auditService.record(tx, { action: 'media.alt', entityType: 'media', entityId: id, before: { alt: before }, after: { alt: media.alt, products } });
    return media;
  });
}
