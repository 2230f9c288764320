import { IsDate, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { AuditEntryEntity } from './audit-entry.entity';

/** The audit trail's public GraphQL type, for other modules' fields. */
export { AuditEntryEntity as AuditEntry };

@InputType({ description: 'Narrows the audit trail; every field is optional and they combine with AND.' })
export class AuditFilter {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsString()
  staffId?: string;

  @Field(() => String, { nullable: true, description: 'An action (`staff.create`), or a prefix ending with a dot (`staff.`).' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  action?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  entityType?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  entityId?: string;

  @Field(() => Date, { nullable: true, description: 'From this moment (inclusive).' })
  @IsOptional()
  @IsDate()
  from?: Date;

  @Field(() => Date, { nullable: true, description: 'Before this moment (exclusive).' })
  @IsOptional()
  @IsDate()
  to?: Date;
}

@ObjectType({ description: 'A page of the audit trail, newest first.' })
export class AuditEntryPage {
  @Field(() => [AuditEntryEntity])
  entries: AuditEntryEntity[];

  @Field(() => Boolean, { description: 'Whether older entries follow this page.' })
  hasMore: boolean;
}
