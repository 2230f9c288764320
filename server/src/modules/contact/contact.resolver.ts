import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { ContactMessageEntity } from './contact-message.entity';
import { contactService } from './contact.service';
import { ContactMessageInput } from './contact.types';

@Resolver(() => ContactMessageEntity)
export class ContactResolver {
  @Mutation(() => ContactMessageEntity, {
    description:
      'Sends a message to the shop. Linked to the shopper when a valid token is sent. The same e-mail, subject and message again is CONFLICT; too many messages from one address is TOO_MANY_REQUESTS.',
  })
  sendContactMessage(@Ctx() ctx: RequestContext, @Arg('input', () => ContactMessageInput) input: ContactMessageInput): Promise<ContactMessageEntity> {
    return contactService.send(ctx, input);
  }
}
