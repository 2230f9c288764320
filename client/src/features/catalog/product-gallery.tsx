import { useEffect, useState } from 'react';

/** The cover image large, and every image as a thumbnail button that shows it. Arrow keys move between them. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  useEffect(() => setIndex(0), [images]);
  const current = images[index] ?? images[0];
  const move = (delta: number) => setIndex((i) => (i + delta + images.length) % images.length);
  return (
    <div className="gallery">
      <div className="gallery__main">
        {current && <img src={current} alt={`${name}, image ${index + 1} of ${images.length}`} width={800} height={800} fetchPriority="high" />}
      </div>
      {images.length > 1 && (
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
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              className={`gallery__thumb${i === index ? ' is-active' : ''}`}
              aria-label={`Show image ${i + 1} of ${images.length}`}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
            >
              <img src={src} alt="" width={96} height={96} loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
