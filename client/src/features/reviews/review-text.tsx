import { useState } from 'react';
import { truncate } from '../../lib/text';

/** Spec section 9: reviews are cut at 150 characters, with Read more and Show less. */
export const REVIEW_PREVIEW_LENGTH = 150;

export function ReviewText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > REVIEW_PREVIEW_LENGTH;
  return (
    <p className="review__text">
      {open ? text : truncate(text, REVIEW_PREVIEW_LENGTH)}{' '}
      {long && (
        <button type="button" className="review__more" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? 'Show less' : 'Read more'}
        </button>
      )}
    </p>
  );
}

export function reviewDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
}
