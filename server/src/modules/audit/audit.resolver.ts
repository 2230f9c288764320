import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import { pageArgs, type PageArgs } from '../../common/pagination';
import type { RequestContext } from '../../context';
import { AdminOperation } from '../access/admin-guard';
import { auditService } from './audit.service';
import { AuditEntryPage, AuditFilter } from './audit.types';

const AuditPageArgs = pageArgs(200, 50);

@Resolver()
export class AuditResolver {
  @AdminOperation('audit.read')
  @Query(() => AuditEntryPage, { description: 'Owners: the audit trail, newest first, filtered and paginated.' })
  auditEntries(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => AuditFilter, { nullable: true }) filter: AuditFilter | null,
    @Args(() => AuditPageArgs) page: PageArgs,
  ): Promise<AuditEntryPage> {
    return auditService.list(ctx, filter ?? {}, page);
  }
}
