import { useEffect, useState } from 'react';
import { endSession } from '../../lib/apollo';
import { ADMIN_HEADERS, SESSION_ENDED } from '../../lib/session';

const CAPTIONS = ['Unpacking video', 'Condition video'];

/**
 * The shopper's videos. They are private, served only with a staff token: a <video src> cannot send
 * the Authorization header, so each is fetched with it and played from a blob URL (revoked when the
 * screen leaves). The player keeps its size while the video loads, so nothing below it moves.
 */
export function ReturnVideos({ requestId, count }: { requestId: string; count: number }) {
  return (
    <div className="return-videos">
      {Array.from({ length: Math.max(count, 0) }, (_, n) => (
        <ReturnVideo key={n} requestId={requestId} index={n} caption={CAPTIONS[n] ?? `Video ${n + 1}`} />
      ))}
    </div>
  );
}

async function problemOf(res: Response): Promise<string> {
  if (res.status === 401) {
    endSession(SESSION_ENDED);
    return SESSION_ENDED;
  }
  let message = '';
  try {
    message = ((await res.json()) as { message?: string }).message ?? '';
  } catch {
    /* not JSON: the status says enough */
  }
  if (res.status === 404) return message || 'This video is missing.';
  if (res.status >= 500 || !message) return 'The video could not be loaded. Reload the page to try again.';
  return message;
}

function ReturnVideo({ requestId, index, caption }: { requestId: string; index: number; caption: string }) {
  const [video, setVideo] = useState<{ url?: string; problem?: string }>({});

  useEffect(() => {
    const abort = new AbortController();
    let url: string | undefined;
    setVideo({});
    fetch(`/admin/api/returns/${encodeURIComponent(requestId)}/videos/${index}`, { headers: { ...ADMIN_HEADERS }, credentials: 'same-origin', signal: abort.signal })
      .then(async (res) => {
        if (!res.ok) return setVideo({ problem: await problemOf(res) });
        url = URL.createObjectURL(await res.blob());
        setVideo({ url });
      })
      .catch(() => {
        if (!abort.signal.aborted) setVideo({ problem: 'The video could not be loaded. Check the connection and reload the page.' });
      });
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [requestId, index]);

  const captionId = `return-video-${requestId}-${index}`;
  return (
    <figure className="return-video">
      <div className="return-video__frame" aria-busy={!video.url && !video.problem}>
        <video controls preload="metadata" playsInline src={video.url} aria-labelledby={captionId} />
        {!video.url && (
          <p className={`return-video__status${video.problem ? ' return-video__status--problem' : ''}`} role={video.problem ? 'alert' : undefined}>
            {video.problem ?? 'Loading the video…'}
          </p>
        )}
      </div>
      <figcaption id={captionId}>{caption}</figcaption>
    </figure>
  );
}
