import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/rest';
import { failureNotice } from './send-contact-message';

describe('what the contact form says when sending fails', () => {
  it('warns "Message already sent !!" for a resend (409)', () => {
    expect(failureNotice(new ApiError(409, 'Message already sent !!'))).toEqual({ kind: 'warning', text: 'Message already sent !!' });
  });

  it('passes on the server’s reason for other refusals, and explains a 413', () => {
    expect(failureNotice(new ApiError(400, 'Please enter a valid Phone Number.'))).toEqual({ kind: 'warning', text: 'Please enter a valid Phone Number.' });
    expect(failureNotice(new ApiError(429, 'You have sent too many messages.'))).toEqual({ kind: 'warning', text: 'You have sent too many messages.' });
    expect(failureNotice(new ApiError(413, 'The request body is too large.')).text).toBe('Your message is too long. Please shorten it and try again.');
  });

  it('says "something went wrong ! try again !" without a response, or when the server failed', () => {
    expect(failureNotice(new TypeError('Failed to fetch'))).toEqual({ kind: 'error', text: 'something went wrong ! try again !' });
    expect(failureNotice(new ApiError(502, ''))).toEqual({ kind: 'error', text: 'something went wrong ! try again !' });
  });
});
