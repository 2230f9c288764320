import type { RequestContext } from '../../context';
import { badInput, conflict, notFound } from '../../common/errors';
import type { PageArgs } from '../../common/pagination';
import { inTransaction } from '../../context';
import { auditService } from '../audit/audit.service';
import { ALREADY_SENT } from '../../common/shop-messages';
import { rateLimit } from '../../common/rate-limit';
import { isUuid } from '../../common/validation';
import { ContactMessageEntity, ContactMessageStatus } from './contact-message.entity';
import { CONTACT_REPLY_MAX, type ContactMessageFilter, type ContactMessageInput } from './contact.types';

/** The storefront's warning for a resend; also the 409 answer's message. */
export const TOO_MANY_MESSAGES = 'You have sent too many messages. Please wait a few minutes and try again.';

/** At most this many accepted-for-processing messages per client address per window. */
export const CONTACT_RATE = { limit: 5, windowSeconds: 10 * 60 } as const;

export const contactService = {
  /**
   * Stores a contact message, linked to the shopper when one is logged in (`ctx.user`).
   *
   * Rules:
   * - Texts are stored trimmed; a missing subject or message is stored as ''.
   * - "The same message" is the same e-mail address (any letter case) with the same subject and the
   *   same message text; sending it again answers CONFLICT 'Message already sent !!'. A unique index
   *   decides, so parallel resends cannot both pass.
   * - At most CONTACT_RATE.limit valid messages (resends included) per client address per
   *   ten-minute window, across every backend; past that, TOO_MANY_REQUESTS. Invalid input is refused
   *   before it counts.
   */
  async send(ctx: RequestContext, input: ContactMessageInput): Promise<ContactMessageEntity> {
    await rateLimit.consumePerAddress(ctx, 'contact', CONTACT_RATE.limit, CONTACT_RATE.windowSeconds, TOO_MANY_MESSAGES);
    const userId = ctx.user?.id;
    // ON CONFLICT DO NOTHING + RETURNING: an empty answer means the unique index saw this message before.
    // The user id goes through a sub-select so a token of a since-deleted account just sends unlinked.
    const rows: Record<string, unknown>[] = await ctx.em.query(
      `INSERT INTO contact_message (full_name, email, phone_number, subject, message, user_id)
       VALUES ($1, $2, $3, $4, $5, (SELECT id FROM app_user WHERE id = $6::uuid))
       ON CONFLICT DO NOTHING
       RETURNING id, full_name, email, phone_number, subject, message, user_id, created_at, status, handled_by, handled_at, reply`,
      [
        input.fullName.trim(),
        input.email.trim(),
        input.phoneNumber.trim(),
        input.subject?.trim() ?? '',
        input.message?.trim() ?? '',
        isUuid(userId) ? userId : null,
      ],
    );
    if (rows.length === 0) throw conflict(ALREADY_SENT);
    return ctx.em.getRepository(ContactMessageEntity).create(fromRow(rows[0]));
  },

  /** The inbox, newest first: narrowed by status and a search of name, e-mail, phone, subject and text. */
  async list(ctx: RequestContext, filter: ContactMessageFilter, page: PageArgs): Promise<{ items: ContactMessageEntity[]; total: number }> {
    const q = ctx.em.createQueryBuilder(ContactMessageEntity, 'm');
    if (filter.status) q.andWhere('m.status = :status', { status: filter.status });
    const search = filter.search?.trim();
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q.andWhere(
        `(m.fullName ILIKE :like OR m.email ILIKE :like OR m.phoneNumber ILIKE :like OR m.subject ILIKE :like OR m.message ILIKE :like)`,
        { like },
      );
    }
    const [items, total] = await q
      .orderBy('m.createdAt', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .skip(page.offset ?? 0)
      .take(page.limit ?? 25)
      .getManyAndCount();
    return { items, total };
  },

  /** Messages nobody on the staff has opened yet. */
  unreadCount(ctx: RequestContext): Promise<number> {
    return ctx.em.countBy(ContactMessageEntity, { status: ContactMessageStatus.NEW });
  },

  /**
   * A staff member opened the message: a new one becomes read, handled by them. A message already
   * read or answered keeps its state and handler (reading it again changes nothing and is not audited).
   */
  async markRead(ctx: RequestContext, id: string): Promise<ContactMessageEntity> {
    return inTransaction(ctx, async (tx) => {
      const message = await lockMessage(tx, id);
      if (message.status !== ContactMessageStatus.NEW) return message;
      await tx.em.update(ContactMessageEntity, { id }, { status: ContactMessageStatus.READ, handledById: tx.staff!.id, handledAt: () => 'now()' });
      await auditService.record(tx, { action: 'message.read', entityType: 'contact_message', entityId: id, before: { status: message.status }, after: { status: ContactMessageStatus.READ } });
      return tx.em.findOneByOrFail(ContactMessageEntity, { id });
    });
  },

  /**
   * A staff member answered the message: its reply text (1 to CONTACT_REPLY_MAX characters) is kept on
   * it and it is replied, handled by them; answering again replaces the text. The reply is not mailed
   * from here: staff answer from the shop's mailbox, where the conversation with the sender goes on, and
   * record what they wrote so the next staff member sees it.
   */
  async markReplied(ctx: RequestContext, id: string, reply: string): Promise<ContactMessageEntity> {
    const text = reply.trim();
    if (!text || text.length > CONTACT_REPLY_MAX) throw badInput(`A reply of 1 to ${CONTACT_REPLY_MAX} characters is required.`);
    return inTransaction(ctx, async (tx) => {
      const message = await lockMessage(tx, id);
      await tx.em.update(ContactMessageEntity, { id }, { status: ContactMessageStatus.REPLIED, reply: text, handledById: tx.staff!.id, handledAt: () => 'now()' });
      await auditService.record(tx, {
        action: 'message.reply',
        entityType: 'contact_message',
        entityId: id,
        before: { status: message.status, reply: message.reply },
        after: { status: ContactMessageStatus.REPLIED, reply: text },
      });
      return tx.em.findOneByOrFail(ContactMessageEntity, { id });
    });
  },
};

export const MESSAGE_NOT_FOUND = 'Message not found.';

async function lockMessage(tx: RequestContext, id: string): Promise<ContactMessageEntity> {
  const message = isUuid(id) ? await tx.em.findOne(ContactMessageEntity, { where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
  if (!message) throw notFound(MESSAGE_NOT_FOUND);
  return message;
}

/** RETURNING gives column names; map them back onto the entity's properties. */
function fromRow(row: Record<string, unknown>): Partial<ContactMessageEntity> {
  return {
    id: row.id as string,
    fullName: row.full_name as string,
    email: row.email as string,
    phoneNumber: row.phone_number as string,
    subject: row.subject as string,
    message: row.message as string,
    userId: (row.user_id as string | null) ?? null,
    createdAt: new Date(row.created_at as string),
    status: row.status as ContactMessageStatus,
    handledById: (row.handled_by as string | null) ?? null,
    handledAt: row.handled_at ? new Date(row.handled_at as string) : null,
    reply: (row.reply as string | null) ?? null,
  };
}
