import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { PageArgs } from '../../common/pagination';
import type { RequestContext } from '../../context';
import { AdminOperation } from '../access/admin-guard';
import { mailService, maskedForStaff, stateOf } from './mail.service';
import { OutboxPage, OutboxPageArgs } from './mail.types';

@Resolver()
export class MailResolver {
  @AdminOperation('mail.read')
  @Query(() => OutboxPage, {
    description: 'Owners and managers: the mails the shop queued, newest first, with their status and body. Without SMTP_URL this is the development outbox.',
  })
  async outbox(@Ctx() ctx: RequestContext, @Args(() => OutboxPageArgs) page: PageArgs): Promise<OutboxPage> {
    const { mails, total } = await mailService.outbox(ctx, page);
    return {
      total,
      hasMore: (page.offset ?? 0) + mails.length < total,
      mails: mails.map((m) => ({
        id: m.id,
        kind: m.kind,
        to: m.toAddress,
        subject: m.subject,
        status: stateOf(m),
        createdAt: m.createdAt,
        sentAt: m.sentAt,
        attempts: m.attempts,
        lastError: m.lastError,
        // Staff never read a shopper's secret link, in any environment (the mail sent keeps it).
        html: maskedForStaff(m, m.html),
        text: maskedForStaff(m, m.textBody),
      })),
    };
  }
}
