import { useState } from 'react';
import { truncate } from '../../lib/text';

/** Reviews are cut at 150 characters, with Read more and Show less. */
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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
/** India has one time zone and no daylight saving: a fixed UTC+5:30. */
const IST_OFFSET_MS = 330 * 60_000;

/** '5 Jan 2026' in India's time, as en-IN writes it, without loading Intl's locale data at start-up. */
export function reviewDate(iso: string): string {
  const ist = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}
