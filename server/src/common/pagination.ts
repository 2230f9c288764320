import { IsOptional, Max, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';

export interface PageArgs {
  limit?: number;
  offset?: number;
}

/**
 * GraphQL `limit`/`offset` arguments with a ceiling, so no single call can ask for a whole table.
 * Each list states its own ceiling and default.
 */
export function pageArgs(maxLimit: number, defaultLimit: number): new () => PageArgs {
  @ArgsType()
  class LimitOffsetArgs implements PageArgs {
    @Field(() => Int, { nullable: true, description: `1 to ${maxLimit}; ${defaultLimit} by default.` })
    @IsOptional()
    @Min(1)
    @Max(maxLimit)
    limit?: number;

    @Field(() => Int, { nullable: true })
    @IsOptional()
    @Min(0)
    offset?: number;
  }
  return LimitOffsetArgs;
}
