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

/** A staff invitation: who invites, as which role, the link and how long it works. */
export function staffInviteMail(invitedBy: string, roleLabel: string, inviteUrl: string, days: number): MailContent {
  return {
    subject: 'You are invited to the Rangrez back office',
    preview: `${invitedBy} invites you to join as ${roleLabel}.`,
    headline: 'Join the Rangrez back office',
    blocks: [
      { kind: 'paragraph', text: `${invitedBy} invites you to help run the Rangrez shop as ${roleLabel}.` },
      { kind: 'paragraph', text: `The button below works once, for the next ${days} days: choose your name and password there.` },
    ],
    action: { label: 'Accept the invitation', url: inviteUrl },
    footnote: 'Not expecting this? Ignore this mail: nothing happens unless the link is used.',
  };
}

/** A staff password reset: the link and how long it works. */
export function staffPasswordResetMail(name: string, resetUrl: string, minutes: number): MailContent {
  const first = name.trim().split(/\s+/)[0] || 'there';
  return {
    subject: 'Reset your Rangrez back office password',
    preview: `Choose a new password within ${minutes} minutes.`,
    headline: 'Choose a new staff password',
    blocks: [
      { kind: 'paragraph', text: `Hi ${first}, someone (we hope you) asked to reset the password of your Rangrez staff account.` },
      { kind: 'paragraph', text: `The button below works once, for the next ${minutes} minutes. Every session of yours ends when you use it.` },
    ],
    action: { label: 'Choose a new password', url: resetUrl },
    footnote: 'Did not ask for this? Ignore this mail: your password stays as it is.',
  };
}
