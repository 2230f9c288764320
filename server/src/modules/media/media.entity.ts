import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PhotoVariant } from './photos';

/**
 * One uploaded photo: the sizes and formats made from it at upload (never on a shopper's request), its
 * upright size and its alt text. The uploaded file itself is not kept: it may carry the camera's
 * metadata (a GPS position), and every variant is made without it.
 */
@ObjectType('Media', { description: 'An uploaded photo in the media library (staff only).' })
@Entity({ name: 'media' })
export class MediaEntity {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** sha256 of the uploaded bytes: the same file uploaded again reuses the stored variants. */
  @Column({ type: 'text', name: 'content_hash' })
  contentHash: string;

  @Field(() => String, { description: 'The type of the uploaded file, read from its content: image/jpeg, image/png, image/webp or image/avif.' })
  @Column({ type: 'text' })
  mime: string;

  @Field(() => Int, { description: 'Width of the upright original, in pixels.' })
  @Column({ type: 'integer' })
  width: number;

  @Field(() => Int, { description: 'Height of the upright original, in pixels.' })
  @Column({ type: 'integer' })
  height: number;

  @Field(() => Int, { description: 'Size of the uploaded file, in bytes.' })
  @Column({ type: 'integer' })
  bytes: number;

  @Column({ type: 'jsonb' })
  variants: PhotoVariant[];

  @Field(() => String, { description: 'What the photo shows, for people who cannot see it.' })
  @Column({ type: 'text', default: '' })
  alt: string;

  @Column({ type: 'uuid', name: 'created_by', nullable: true })
  createdBy: string | null;

  @Field(() => Date)
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
