import type { Picture_PhotoFragment } from '../gql/graphql';

/**
 * A product picture: AVIF and WebP as <source>s the browser picks from (by `sizes`), the JPEG as the
 * <img> every browser shows, with the photo's own width and height so the page keeps its place while it
 * loads. A generated picture (no sources) is the <img> alone, as it always was.
 * `priority`: 'high' for the page's largest picture in the first view (fetched first, never lazily),
 * 'eager' for others in the first view; without it, the picture loads when it scrolls near.
 */
export function Picture({ photo, alt, sizes, priority }: { photo: Picture_PhotoFragment; alt: string; sizes: string; priority?: 'high' | 'eager' }) {
  const img = (
    <img
      src={photo.src}
      srcSet={photo.srcSet || undefined}
      sizes={photo.srcSet ? sizes : undefined}
      alt={alt}
      width={photo.width}
      height={photo.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
    />
  );
  if (!photo.avifSrcSet && !photo.webpSrcSet) return img;
  return (
    <picture>
      {photo.avifSrcSet && <source type="image/avif" srcSet={photo.avifSrcSet} sizes={sizes} />}
      {photo.webpSrcSet && <source type="image/webp" srcSet={photo.webpSrcSet} sizes={sizes} />}
      {img}
    </picture>
  );
}
