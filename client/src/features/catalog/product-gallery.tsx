import { useEffect, useState } from 'react';
import { Picture } from '../../components/picture';
import type { Picture_PhotoFragment } from '../../gql/graphql';

/** The large picture is about half the page beside the details on wide screens, the full width on phones. */
const MAIN_SIZES = '(min-width: 900px) 50vw, 100vw';

/**
 * The cover photo large, and every photo as a thumbnail button that shows it. Arrow keys move between
 * them. The large one is the page's main picture: fetched first; thumbnails load lazily.
 */
export function ProductGallery({ photos, name }: { photos: Picture_PhotoFragment[]; name: string }) {
  const [index, setIndex] = useState(0);
  useEffect(() => setIndex(0), [photos]);
  const current = photos[index] ?? photos[0];
  const move = (delta: number) => setIndex((i) => (i + delta + photos.length) % photos.length);
  return (
    <div className="gallery">
      <div className="gallery__main">
        {current && <Picture key={current.id} photo={current} alt={current.alt || `${name}, image ${index + 1} of ${photos.length}`} sizes={MAIN_SIZES} priority="high" />}
      </div>
      {photos.length > 1 && (
        <div
          className="gallery__thumbs"
          role="group"
          aria-label="Product images"
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
              e.preventDefault();
              move(e.key === 'ArrowRight' ? 1 : -1);
            }
          }}
        >
          {photos.map((photo, i) => (
            <button
              key={photo.id}
              type="button"
              className={`gallery__thumb${i === index ? ' is-active' : ''}`}
              aria-label={`Show image ${i + 1} of ${photos.length}`}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
            >
              <Picture photo={photo} alt="" sizes="96px" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
