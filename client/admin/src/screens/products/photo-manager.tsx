import { useEffect, useRef, useState, type DragEvent } from 'react';
import { InlineProgress, longWork } from '../../components/progress-bar';
import { uploadFile, UploadError } from '../../lib/upload';

/** What the server takes: these types (recognised by content there), at most 15 MB each. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
const MAX_BYTES = 15 * 1024 * 1024;
const MAX_PHOTOS = 20;
/** Two uploads at a time: the server turns each into a dozen sizes, and the phone's upload is shared. */
const PARALLEL = 2;

export interface PhotoItem {
  /** Stable key for React, also before the upload has an id. */
  key: string;
  /** The media id once uploaded. */
  mediaId?: string;
  src: string;
  alt: string;
  /** The alt text the server has, to send only what changed. */
  savedAlt: string;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  progress: number;
  error?: string;
  fileName?: string;
}

let counter = 0;
const nextKey = () => `photo-${(counter += 1)}`;

export function photoItemsFrom(photos: { id: string; src: string; alt: string }[], imageIds: string[]): PhotoItem[] {
  const uploaded = new Set(imageIds);
  return photos.filter((p) => uploaded.has(p.id)).map((p) => ({ key: nextKey(), mediaId: p.id, src: p.src, alt: p.alt, savedAlt: p.alt, status: 'done', progress: 1 }));
}

interface UploadAnswer {
  id: string;
  variants?: { url: string; width: number; format: string }[];
}

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * A product's photos: add several at once (drop them here or pick them), each with its own progress;
 * reorder them (buttons, or drag), make one the cover (the first), write what each shows, remove one.
 * Files are checked here for type and size first, and by the server for what they really are.
 */
export function PhotoManager({ items, onChange, productName }: { items: PhotoItem[]; onChange: (update: (items: PhotoItem[]) => PhotoItem[]) => void; productName: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragOver, setDragOver] = useState(false);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const queue = useRef<{ key: string; file: File }[]>([]);
  const running = useRef(0);

  const patch = (key: string, p: Partial<PhotoItem>) => onChange((list) => list.map((it) => (it.key === key ? { ...it, ...p } : it)));

  function pump() {
    while (running.current < PARALLEL && queue.current.length) {
      const { key, file } = queue.current.shift()!;
      running.current += 1;
      const work = longWork.start();
      patch(key, { status: 'uploading' });
      uploadFile<UploadAnswer>('/admin/media', file, {
        onProgress: ({ loaded, total }) => {
          // The upload itself is most of the wait; the last part is the server making the sizes.
          const fraction = (loaded / total) * 0.9;
          work.set(fraction);
          patch(key, { progress: fraction });
        },
      })
        .then((answer) => {
          patch(key, { mediaId: answer.id, status: 'done', progress: 1 });
          setAnnounce(`${file.name} uploaded.`);
        })
        .catch((e: unknown) => {
          const message = e instanceof UploadError ? e.message : 'The upload failed. Please try again.';
          patch(key, { status: 'failed', error: message });
          setAnnounce(`${file.name} was not uploaded: ${message}`);
        })
        .finally(() => {
          work.done();
          running.current -= 1;
          pump();
        });
    }
  }

  function addFiles(files: FileList | File[]) {
    const list = Array.from(files);
    const room = MAX_PHOTOS - items.length;
    const added: PhotoItem[] = list.slice(0, Math.max(0, room)).map((file) => {
      const key = nextKey();
      const src = URL.createObjectURL(file);
      const wrongType = !ACCEPT.split(',').includes(file.type);
      const tooLarge = file.size > MAX_BYTES;
      const error = wrongType ? 'This is not a JPEG, PNG, WebP or AVIF photo.' : tooLarge ? 'This file is over 15 MB. Use a smaller photo.' : undefined;
      if (!error) queue.current.push({ key, file });
      return { key, src, alt: '', savedAlt: '', status: error ? 'failed' : 'waiting', progress: 0, error, fileName: file.name };
    });
    if (list.length > room) setAnnounce(`A product has at most ${MAX_PHOTOS} photos: ${list.length - room} were left out.`);
    onChange((current) => [...current, ...added]);
    // Started once the new items are in the list, so their progress has somewhere to go.
    setTimeout(pump, 0);
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragOver(false);
    if (dragging !== null) return;
    if (e.dataTransfer.files.length) addFiles(e.dataTransfer.files);
  }

  useEffect(() => () => items.forEach((it) => it.src.startsWith('blob:') && URL.revokeObjectURL(it.src)), []); // Empty dependencies: on unmount only.

  const reorder = (from: number, to: number, what: string) => {
    onChange((list) => move(list, from, to));
    setAnnounce(what);
  };

  return (
    <div className="photos">
      <ul className="photos__grid" aria-label="Photos, the cover first">
        {items.map((it, i) => (
          <li
            key={it.key}
            className={`photo${i === 0 ? ' photo--cover' : ''}${it.status === 'failed' ? ' photo--failed' : ''}`}
            draggable={it.status === 'done'}
            onDragStart={() => setDragging(i)}
            onDragEnd={() => setDragging(null)}
            onDragOver={(e) => dragging !== null && e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              e.stopPropagation();
              if (dragging !== null && dragging !== i) reorder(dragging, i, `Photo moved to place ${i + 1}.`);
              setDragging(null);
            }}
          >
            <div className="photo__frame">
              <img src={it.src} alt="" />
              {i === 0 && it.status === 'done' && <span className="photo__badge">Cover</span>}
            </div>
            {it.status === 'uploading' || it.status === 'waiting' ? (
              <div className="photo__status">
                <InlineProgress label={`Uploading ${it.fileName ?? 'photo'}`} fraction={it.progress} />
                <span className="muted">{it.status === 'waiting' ? 'Waiting…' : `${Math.round(it.progress * 100)}%`}</span>
              </div>
            ) : it.status === 'failed' ? (
              <p className="field__error photo__error">
                {it.fileName ? `${it.fileName}: ` : ''}
                {it.error}
              </p>
            ) : (
              <label className="photo__alt">
                <span className="visually-hidden">What photo {i + 1} shows (alt text)</span>
                <input
                  className="input"
                  value={it.alt}
                  maxLength={500}
                  placeholder={`What it shows (default: ${productName || 'the product name'})`}
                  onChange={(e) => patch(it.key, { alt: e.target.value })}
                />
              </label>
            )}
            <div className="photo__tools">
              {it.status === 'done' && i > 0 && (
                <button type="button" className="btn btn--small" onClick={() => reorder(i, 0, `Photo ${i + 1} is now the cover.`)} aria-label={`Make photo ${i + 1} the cover`}>
                  Make cover
                </button>
              )}
              <button type="button" className="btn btn--small" disabled={i === 0} onClick={() => reorder(i, i - 1, `Photo moved to place ${i}.`)} aria-label={`Move photo ${i + 1} earlier`}>
                ←
              </button>
              <button type="button" className="btn btn--small" disabled={i === items.length - 1} onClick={() => reorder(i, i + 1, `Photo moved to place ${i + 2}.`)} aria-label={`Move photo ${i + 1} later`}>
                →
              </button>
              <button
                type="button"
                className="btn btn--small btn--danger-outline"
                disabled={it.status === 'uploading'}
                onClick={() => {
                  onChange((list) => list.filter((x) => x.key !== it.key));
                  setAnnounce(`Photo ${i + 1} removed.`);
                }}
                aria-label={`Remove photo ${i + 1}`}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ul>
      <div
        className={`dropzone${dragOver ? ' dropzone--over' : ''}`}
        onDragOver={(e) => {
          if (dragging !== null) return;
          e.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
      >
        <p>Drop photos here, or</p>
        <button type="button" className="btn" onClick={() => input.current?.click()} disabled={items.length >= MAX_PHOTOS}>
          Choose photos…
        </button>
        <p className="muted">JPEG, PNG, WebP or AVIF, up to 15 MB each. Several at once. Location data is removed from every photo.</p>
        <input ref={input} type="file" accept={ACCEPT} multiple hidden aria-label="Choose photos" onChange={(e) => e.target.files && (addFiles(e.target.files), (e.target.value = ''))} />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
    </div>
  );
}
