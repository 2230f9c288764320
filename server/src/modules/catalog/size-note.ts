/**
 * A product without a size choice may still have a size worth telling ('11 oz', '24 x 20 cm',
 * 'Free size'). It is kept as a feature, the list every client shows a shopper, and never as a
 * product `size`: legacy clients read a non-empty `size` as "pick a size first" and then cannot buy.
 */
export function sizeNoteFeature(note: string): string {
  return `Size: ${note.trim()}`;
}
