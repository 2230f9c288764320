/**
 * Cuts text to `max` characters for a preview (cards 45, checkout 50, reviews 150),
 * dropping the dangling space or punctuation before the ellipsis.
 */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).replace(/[\s.,;:!?-]+$/, '')}…` : text;
}
