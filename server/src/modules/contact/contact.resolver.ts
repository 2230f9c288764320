import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { pageArgs, type PageArgs } from '../../common/pagination';
import type { RequestContext } from '../../context';
import { AdminOperation } from '../access/admin-guard';
import { staffService } from '../staff/staff.service';
import { StaffMember } from '../staff/staff.types';
import { ContactMessageEntity } from './contact-message.entity';
import { contactService } from './contact.service';
import { ContactMessageFilter, ContactMessageInput, ContactMessagePage } from './contact.types';

const InboxPageArgs = pageArgs(100, 25);

@Resolver(() => ContactMessageEntity)
export class ContactResolver {
  @Mutation(() => ContactMessageEntity, {
    description:
      'Sends a message to the shop. Linked to the shopper when a valid token is sent. The same e-mail, subject and message again is CONFLICT; too many messages from one address is TOO_MANY_REQUESTS.',
  })
  sendContactMessage(@Ctx() ctx: RequestContext, @Arg('input', () => ContactMessageInput) input: ContactMessageInput): Promise<ContactMessageEntity> {
    return contactService.send(ctx, input);
  }

  @AdminOperation('messages.read')
  @Query(() => ContactMessagePage, { description: 'Staff: the contact inbox, newest first, by status and search.' })
  contactMessages(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => ContactMessageFilter, { nullable: true }) filter: ContactMessageFilter | null,
    @Args(() => InboxPageArgs) page: PageArgs,
  ): Promise<ContactMessagePage> {
    return contactService.list(ctx, filter ?? {}, { limit: page.limit ?? 25, offset: page.offset ?? 0 });
  }

  @AdminOperation('messages.read')
  @Query(() => Int, { description: 'Staff: how many messages nobody has opened yet.' })
  unreadMessageCount(@Ctx() ctx: RequestContext): Promise<number> {
    return contactService.unreadCount(ctx);
  }

  @AdminOperation('messages.read')
  @Mutation(() => ContactMessageEntity, { description: 'Staff: a new message was opened; it becomes READ, handled by them. Others stay as they are.' })
  markMessageRead(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<ContactMessageEntity> {
    return contactService.markRead(ctx, id);
  }

  @AdminOperation('messages.answer')
  @Mutation(() => ContactMessageEntity, {
    description:
      'Staff: records the answer given to a message (1 to 5000 characters; again replaces it) and marks it REPLIED, handled by them. It does not send an e-mail: the shop has no outgoing mail yet.',
  })
  markMessageReplied(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string, @Arg('reply', () => String) reply: string): Promise<ContactMessageEntity> {
    return contactService.markReplied(ctx, id, reply);
  }

  @FieldResolver(() => StaffMember, { nullable: true, description: 'The staff member who last read or answered it.' })
  handledBy(@Ctx() ctx: RequestContext, @Root() message: ContactMessageEntity): Promise<StaffMember | null> {
    return message.handledById ? staffService.loadById(ctx, message.handledById) : Promise.resolve(null);
  }
}
