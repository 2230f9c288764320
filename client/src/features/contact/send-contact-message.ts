import { api, ApiError } from '../../lib/rest';
import { ALREADY_SENT } from '../../lib/shop-messages';

/** The legacy body of POST /api/v1/contact/. */
export interface ContactMessage {
  fullName: string;
  email: string;
  phone_Number: string;
  subject: string;
  message: string;
}

/** Mirrors the server's generous maximums (server/src/modules/contact/contact.types.ts). */
export const CONTACT_LIMITS = { fullName: 100, email: 254, phoneNumber: 20, subject: 200, message: 10_000 } as const;

export const MESSAGE_SENT = 'message sent !';
export const SOMETHING_WENT_WRONG = 'something went wrong ! try again !';
/** Only a hand-edited form gets past the fields' maxlength; the server then refuses the body with 413. */
export const TOO_LONG = 'Your message is too long. Please shorten it and try again.';

/** Sends through REST so the token (when logged in) links the message to the shopper. */
export function sendContactMessage(body: ContactMessage): Promise<unknown> {
  return api('/contact/', { method: 'POST', body });
}

/**
 * What the shopper is told when sending fails: with a response status, a warning
 * ('Message already sent !!' for a resend; for other refusals such as an invalid phone number or too
 * many messages, the server's own message, which says what to fix); without a status (offline,
 * connection dropped), 'something went wrong ! try again !'.
 */
export function failureNotice(error: unknown): { kind: 'warning' | 'error'; text: string } {
  if (!(error instanceof ApiError)) return { kind: 'error', text: SOMETHING_WENT_WRONG };
  if (error.status === 409) return { kind: 'warning', text: ALREADY_SENT };
  if (error.status === 413) return { kind: 'warning', text: TOO_LONG };
  if (error.status >= 500 || !error.message) return { kind: 'error', text: SOMETHING_WENT_WRONG };
  return { kind: 'warning', text: error.message };
}
