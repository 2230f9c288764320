import { StarIcon } from './icons';
import './stars.css';

/** Five stars filled to `value` (halves shown), announced as "Rated 4.5 out of 5". */
export function Stars({ value, size = 16, label }: { value: number; size?: number; label?: string }) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <span className="stars" role="img" aria-label={label ?? `Rated ${formatRating(value)} out of 5`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <span key={i} className="stars__star" style={{ width: size, height: size }}>
          <StarIcon size={size} filled={false} className="stars__empty" />
          {rounded >= i - 0.5 && (
            <span className="stars__fill" style={{ width: rounded >= i ? '100%' : '50%' }}>
              <StarIcon size={size} />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}

/** 4.333 → "4.3"; 4 → "4.0". */
export function formatRating(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}
