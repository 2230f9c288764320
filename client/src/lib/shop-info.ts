/**
 * How shoppers reach Rangrez, in one place: the contact page, the footer and the policy pages all
 * read from here, so a new number or address is one edit.
 */
export const SHOP_CONTACT = {
  email: 'support@rangrez.in',
  phone: '+91 120 456 7890',
  /** `tel:` form of the phone number. */
  phoneHref: 'tel:+911204567890',
  hours: 'Monday to Saturday, 10 am to 6 pm IST',
  office: {
    name: 'Rangrez Studio',
    lines: ['B-42, Sector 63', 'Noida, Uttar Pradesh 201301', 'India'],
  },
} as const;

/** A mailto: link to support with a subject the team can sort by. */
export function supportMail(subject?: string): string {
  return `mailto:${SHOP_CONTACT.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}

/** The shop's profiles. */
export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'X', href: 'https://x.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
] as const;

/** The date the policy texts were last reviewed, shown on each policy page. */
export const POLICIES_UPDATED = '22 November 2026';
