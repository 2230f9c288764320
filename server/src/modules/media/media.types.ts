import { Field, Int, ObjectType } from 'type-graphql';
import { mediaUrl, type PhotoVariant } from './photos';
import type { MediaEntity } from './media.entity';

@ObjectType({ description: 'One stored size and format of an uploaded photo.', simpleResolvers: true })
export class MediaVariant {
  @Field(() => String, { description: 'avif, webp or jpeg.' })
  format: string;

  @Field(() => Int)
  width: number;

  @Field(() => Int)
  height: number;

  @Field(() => Int)
  bytes: number;

  @Field(() => String, { description: 'Where it is served (same origin), cacheable for a year.' })
  url: string;
}

export const variantOut = (v: PhotoVariant): MediaVariant => ({ format: v.format, width: v.width, height: v.height, bytes: v.bytes, url: mediaUrl(v.key) });

/** An uploaded photo as the upload route answers it. */
export function mediaJson(media: MediaEntity) {
  return {
    id: media.id,
    mime: media.mime,
    width: media.width,
    height: media.height,
    bytes: media.bytes,
    alt: media.alt,
    createdAt: media.createdAt,
    variants: media.variants.map(variantOut),
  };
}
