import { Arg, Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { pageArgs, type PageArgs } from '../../common/pagination';
import type { RequestContext } from '../../context';
import { Photo, toPhoto } from './photos';
import { AdminOperation } from '../access/admin-guard';
import { MediaEntity } from './media.entity';
import { asProductPhoto, mediaService } from './media.service';
import { MediaVariant, variantOut } from './media.types';

const MediaPageArgs = pageArgs(100, 50);

/**
 * The media library for staff: uploaded photos (uploads themselves are POST /admin/media, multipart),
 * their alt text, and the photos each product shows.
 */
@Resolver(() => MediaEntity)
export class MediaResolver {
  @AdminOperation('media.upload')
  @Query(() => [MediaEntity], { description: 'Uploaded photos, newest first.' })
  mediaLibrary(@Ctx() ctx: RequestContext, @Args(() => MediaPageArgs) page: PageArgs): Promise<MediaEntity[]> {
    return mediaService.list(ctx, page.limit ?? 50, page.offset ?? 0);
  }

  @AdminOperation('media.upload')
  @Query(() => MediaEntity, { nullable: true, description: 'One uploaded photo, or null when the id names none.' })
  media(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<MediaEntity | null> {
    return mediaService.find(ctx, id);
  }

  @FieldResolver(() => [MediaVariant], { description: 'Every stored size and format.' })
  variants(@Root() media: MediaEntity): MediaVariant[] {
    return media.variants.map(variantOut);
  }

  @FieldResolver(() => Photo, { description: 'The photo ready for <picture>, as the storefront shows it.' })
  photo(@Root() media: MediaEntity): Photo {
    return toPhoto(asProductPhoto(media));
  }
}
