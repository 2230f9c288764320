import type { MailContent } from './mail-templates';

/** The password reset mail: the link, how long it works, and what to do if the shopper did not ask. */
export function passwordResetMail(name: string, resetUrl: string, minutes: number): MailContent {
  const first = name.trim().split(/\s+/)[0] || 'there';
  return {
    subject: 'Reset your Rangrez password',
    preview: `Choose a new password within ${minutes} minutes.`,
    headline: 'Choose a new password',
    blocks: [
      { kind: 'paragraph', text: `Hi ${first}, someone (we hope you) asked to reset the password of your Rangrez account.` },
      { kind: 'paragraph', text: `The button below works once, for the next ${minutes} minutes.` },
    ],
    action: { label: 'Choose a new password', url: resetUrl },
    footnote: 'Did not ask for this? Ignore this mail: your password stays as it is.',
  };
}
