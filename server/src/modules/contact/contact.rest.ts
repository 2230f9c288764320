import { Router } from 'express';
import { parseInput } from '../../common/validation';
import { route } from '../../common/http';
import type { ContactMessageEntity } from './contact-message.entity';
import { contactService } from './contact.service';
import { ContactMessageInput } from './contact.types';

/** The legacy answer: the stored message with the legacy field names. */
function toLegacyContact(m: ContactMessageEntity) {
  return {
    _id: m.id,
    fullName: m.fullName,
    email: m.email,
    phone_Number: m.phoneNumber,
    subject: m.subject,
    message: m.message,
    createdAt: m.createdAt.toISOString(),
  };
}

/**
 * POST /api/v1/contact/ with `{ fullName, email, phone_Number, subject, message }`. The token is
 * optional: a valid one links the message to the shopper; none, `bearer undefined` or an expired one
 * sends as a visitor (a contact form must work for everyone). 200 on success.
 */
export function contactRouter(): Router {
  const r = Router();
  r.post(
    '/contact',
    route(async (req, res) => {
      const body: unknown = req.body;
      const legacy = body !== null && typeof body === 'object' && !Array.isArray(body);
      const phone = legacy ? (body as Record<string, unknown>).phone_Number : undefined;
      const input = await parseInput(
        ContactMessageInput,
        // Older clients may send the number as a JSON number.
        legacy ? { ...body, phoneNumber: typeof phone === 'number' ? String(phone) : phone } : body ?? {},
      );
      res.status(200).json(toLegacyContact(await contactService.send(req.ctx, input)));
    }),
  );
  return r;
}
