import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { CATALOGUE_MAX_AGE, cacheHint } from '../../common/cache-hints';

/** The formats each uploaded photo is stored in, best first; the last is what every browser shows. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_MIME: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** One stored size and format of a photo; `key` names it in the media store and, under /media/, on the web. */
export interface PhotoVariant {
  format: PhotoFormat;
  width: number;
  height: number;
  key: string;
  bytes: number;
}

/**
 * A photo as a product keeps it (in order; the first is the cover): what the storefront needs to draw
 * it, copied from the media library when staff attach it, so a listing reads its pictures with the
 * products in one query.
 */
export interface ProductPhoto {
  /** The media id. */
  id: string;
  alt: string;
  /** The upright original's size. */
  width: number;
  height: number;
  variants: PhotoVariant[];
}

/** Where a stored variant is served: same origin, forever cacheable (the key changes with the content). */
export const mediaUrl = (key: string) => `/media/${key}`;

/** The JPEG the legacy `images` list and thumbnails show: the largest at most this wide. */
export const LEGACY_IMAGE_WIDTH = 960;

/** The JPEG of `photo` for `images`: the largest at most LEGACY_IMAGE_WIDTH wide, else the smallest. */
export function legacyImageOf(photo: ProductPhoto): string {
  const jpegs = photo.variants.filter((v) => v.format === 'jpeg').sort((a, b) => a.width - b.width);
  const fit = jpegs.filter((v) => v.width <= LEGACY_IMAGE_WIDTH).pop() ?? jpegs[0];
  return fit ? mediaUrl(fit.key) : '';
}

@ObjectType({
  description: 'A product picture ready for <picture>: AVIF and WebP srcsets for its sources, a JPEG (or the generated SVG) as the <img>, and its size so the page does not shift while it loads.',
  simpleResolvers: true,
})
@Directive(cacheHint(CATALOGUE_MAX_AGE))
export class Photo {
  @Field(() => ID, { description: 'The media id of an uploaded photo; the path of a generated picture.' })
  id: string;

  @Field(() => String, { description: 'Alt text written by staff; empty when none was written (show the product name).' })
  alt: string;

  @Field(() => Int, { description: 'Intrinsic width in pixels (the <img> width attribute).' })
  width: number;

  @Field(() => Int, { description: 'Intrinsic height in pixels (the <img> height attribute).' })
  height: number;

  @Field(() => String, { description: 'The fallback picture every browser can show.' })
  src: string;

  @Field(() => String, { description: 'The fallback in every stored width ("" for a generated picture, which scales by itself).' })
  srcSet: string;

  // Two flat strings rather than a list of {type, srcSet}: one level shallower, so a product card's
  // picture stays within the storefront's query depth budget.
  @Field(() => String, { description: 'Every stored AVIF width, for a <source type="image/avif">; "" when there is none (a generated picture).' })
  avifSrcSet: string;

  @Field(() => String, { description: 'Every stored WebP width, for a <source type="image/webp">; "" when there is none (a generated picture).' })
  webpSrcSet: string;
}

/** Generated pictures are square SVGs drawn at this size. */
const GENERATED_SIZE = 800;

const srcSetOf = (variants: PhotoVariant[]) =>
  [...variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${mediaUrl(v.key)} ${v.width}w`)
    .join(', ');

/** An uploaded photo for the storefront. Its size is its largest variant's, whose aspect ratio every variant shares. */
export function toPhoto(stored: ProductPhoto): Photo {
  const of = (format: PhotoFormat) => stored.variants.filter((v) => v.format === format);
  const largest = [...stored.variants].sort((a, b) => b.width - a.width)[0];
  const jpegs = of('jpeg');
  return {
    id: stored.id,
    alt: stored.alt,
    width: largest?.width ?? stored.width,
    height: largest?.height ?? stored.height,
    src: legacyImageOf(stored),
    srcSet: srcSetOf(jpegs),
    avifSrcSet: srcSetOf(of('avif')),
    webpSrcSet: srcSetOf(of('webp')),
  };
}

/** A product without uploaded photos (the seeded catalogue) shows its generated pictures, as <img> alone. */
export function generatedPhoto(path: string): Photo {
  return { id: path, alt: '', width: GENERATED_SIZE, height: GENERATED_SIZE, src: path, srcSet: '', avifSrcSet: '', webpSrcSet: '' };
}

/** A product's photos for the storefront: its uploaded ones, or else its generated pictures. */
export function photosOf(product: { photos?: ProductPhoto[]; images?: string[] }): Photo[] {
  if (product.photos?.length) return product.photos.map(toPhoto);
  return (product.images ?? []).map(generatedPhoto);
}
