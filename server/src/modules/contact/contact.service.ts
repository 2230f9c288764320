import type { RequestContext } from '../../context';
import { conflict } from '../../common/errors';
import { ALREADY_SENT } from '../../common/shop-messages';
import { rateLimit } from '../../common/rate-limit';
import { isUuid } from '../../common/validation';
import { ContactMessageEntity } from './contact-message.entity';
import type { ContactMessageInput } from './contact.types';

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
       RETURNING id, full_name, email, phone_number, subject, message, user_id, created_at`,
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
};

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
  };
}
