import { badInput, notFound } from '../../common/errors';
import { isUuid } from '../../common/validation';
import type { MediaStoreConfig } from '../../config';
import { inTransaction, type RequestContext } from '../../context';
import { auditService } from '../audit/audit.service';
import { PHOTO_MIME, type PhotoVariant, type ProductPhoto } from './photos';
import { FsMediaStore } from './fs-media-store';
import { MediaEntity } from './media.entity';
import type { MediaStore } from './media-store';
import { encodeVariants, inspectPhoto, oneAtATime } from './photo-variants';
import { awsObjectStorage, S3MediaStore } from './s3-media-store';

export const MAX_ALT_LENGTH = 500;
export const ALT_TOO_LONG = `Alt text can be at most ${MAX_ALT_LENGTH} characters.`;
export const MAX_PHOTOS_PER_PRODUCT = 20;
export const TOO_MANY_PHOTOS = `A product can have at most ${MAX_PHOTOS_PER_PRODUCT} photos.`;
export const PHOTO_TWICE = 'The same photo is listed twice.';
export const MEDIA_NOT_FOUND = 'No such photo.';
export const noSuchPhoto = (id: string) => `There is no uploaded photo with the id ${id}.`;

const stores = new WeakMap<MediaStoreConfig, Promise<MediaStore>>();

/** The media store the configuration names: an S3-compatible bucket when MEDIA_S3_BUCKET is set, else DATA_DIR/media. One per process. */
export function mediaStoreFor(config: MediaStoreConfig): Promise<MediaStore> {
  let store = stores.get(config);
  if (!store) {
    store = config.s3Bucket
      ? awsObjectStorage(config).then((s3) => new S3MediaStore(s3, config.s3Bucket!, config.s3Prefix))
      : Promise.resolve(new FsMediaStore(config.dir));
    // A failed start (the SDK missing) is retried by the next call, and reported to each.
    store.catch(() => stores.delete(config));
    stores.set(config, store);
  }
  return store;
}

function cleanAlt(alt: unknown): string {
  const text = typeof alt === 'string' ? alt.trim() : '';
  if (text.length > MAX_ALT_LENGTH) throw badInput(ALT_TOO_LONG);
  return text;
}

/** The photo as a product keeps it. */
export function asProductPhoto(media: MediaEntity): ProductPhoto {
  return { id: media.id, alt: media.alt, width: media.width, height: media.height, variants: media.variants };
}

/** The media library: uploads, their variants in the media store, and which photos a product shows. */
export const mediaService = {
  store(ctx: RequestContext): Promise<MediaStore> {
    return mediaStoreFor(ctx.app.config.media);
  },

  /**
   * Takes one uploaded photo: its format is read from its content (JPEG, PNG, WebP, AVIF; else 415), at
   * most 40 megapixels (else 422), and every width is made in AVIF, WebP and JPEG, upright and without
   * metadata, into the media store; then its row and the audit entry are written together. A file that
   * fails anywhere leaves nothing behind: the variants written for it are removed, no row is written.
   * The same file uploaded again reuses its stored variants (a new row, with its own alt text).
   */
  async upload(ctx: RequestContext, file: Buffer, alt?: string): Promise<MediaEntity> {
    const text = cleanAlt(alt);
    const photo = await inspectPhoto(file);
    const store = await this.store(ctx);
    const written: string[] = [];
    try {
      let variants = await this.storedVariants(ctx, photo.contentHash, photo.keyStem);
      if (!variants) {
        const made: PhotoVariant[] = [];
        await oneAtATime(() =>
          encodeVariants(file, photo, async (v) => {
            written.push(v.key);
            await store.put(v.key, v.body, PHOTO_MIME[v.format]);
            made.push({ format: v.format, width: v.width, height: v.height, key: v.key, bytes: v.body.length });
          }),
        );
        variants = made;
      }
      const saved = variants;
      return await inTransaction(ctx, async (tx) => {
        const media = await tx.em.save(
          tx.em.create(MediaEntity, {
            contentHash: photo.contentHash,
            mime: photo.mime,
            width: photo.width,
            height: photo.height,
            bytes: file.length,
            variants: saved,
            alt: text,
            createdBy: tx.staff?.id ?? null,
          }),
        );
        await auditService.record(tx, {
          action: 'media.upload',
          entityType: 'media',
          entityId: media.id,
          after: { mime: media.mime, width: media.width, height: media.height, bytes: media.bytes, alt: media.alt, variants: saved.length },
        });
        return media;
      });
    } catch (err) {
      // Variants are shared by every upload of the same bytes: keep them if another row already has them.
      if (written.length && !(await this.storedVariants(ctx, photo.contentHash, photo.keyStem).catch(() => null))) {
        await Promise.all(written.map((key) => store.delete(key).catch(() => undefined)));
      }
      throw err;
    }
  },

  /** The variants already stored for these bytes under the current recipe (keys starting with `keyStem`), if any. */
  async storedVariants(ctx: RequestContext, contentHash: string, keyStem: string): Promise<PhotoVariant[] | null> {
    const rows: { variants: PhotoVariant[] }[] = await ctx.em.query(
      `SELECT variants FROM media WHERE content_hash = $1 AND starts_with(variants -> 0 ->> 'key', $2) LIMIT 1`,
      [contentHash, `photos/${keyStem}-`],
    );
    return rows[0]?.variants ?? null;
  },

  /** One photo of the library, or null (a malformed id included). */
  async find(ctx: RequestContext, id: string): Promise<MediaEntity | null> {
    if (!isUuid(id)) return null;
    return ctx.em.findOne(MediaEntity, { where: { id } });
  },

  /** The newest uploads first. */
  async list(ctx: RequestContext, limit: number, offset: number): Promise<MediaEntity[]> {
    return ctx.em.find(MediaEntity, { order: { createdAt: 'DESC', id: 'ASC' }, take: limit, skip: offset });
  },

  /**
   * Changes a photo's alt text in the library, in the caller's transaction, holding its row locked
   * until the commit (the products that show it are refreshed by the caller: flows/attach-product-photos.ts).
   * Unknown photo: NOT_FOUND; more than 500 characters: BAD_USER_INPUT. Answers the photo and its old text.
   */
  async describe(tx: RequestContext, id: string, alt: string): Promise<{ media: MediaEntity; before: string }> {
    const text = cleanAlt(alt);
    const media = isUuid(id) ? await tx.em.findOne(MediaEntity, { where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!media) throw notFound(MEDIA_NOT_FOUND);
    const before = media.alt;
    media.alt = text;
    await tx.em.update(MediaEntity, { id }, { alt: text });
    return { media, before };
  },

  /**
   * The photos `mediaIds` name, in order, as a product keeps them. Each id must name an uploaded photo,
   * once, and a product shows at most 20 (else BAD_USER_INPUT, naming the first refused id).
   */
  async photosFor(ctx: RequestContext, mediaIds: string[]): Promise<ProductPhoto[]> {
    if (mediaIds.length > MAX_PHOTOS_PER_PRODUCT) throw badInput(TOO_MANY_PHOTOS);
    if (new Set(mediaIds).size !== mediaIds.length) throw badInput(PHOTO_TWICE);
    const bad = mediaIds.find((id) => !isUuid(id));
    if (bad !== undefined) throw badInput(noSuchPhoto(bad));
    const found = mediaIds.length ? await ctx.em.getRepository(MediaEntity).createQueryBuilder('m').where('m.id = ANY(:ids)', { ids: mediaIds }).getMany() : [];
    const byId = new Map(found.map((m) => [m.id, m]));
    const missing = mediaIds.find((id) => !byId.has(id));
    if (missing) throw badInput(noSuchPhoto(missing));
    return mediaIds.map((id) => asProductPhoto(byId.get(id)!));
  },
};
