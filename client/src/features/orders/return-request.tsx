import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState, type FormEvent } from 'react';
import { MyReturnRequestsDocument, RequestReturnDocument, type ReturnKind, type ReturnStatus_RequestFragment } from '../../gql/graphql';
import { shopperMessage } from '../../lib/graphql-errors';
import { formatPaise } from '../../lib/money';
import { session } from '../../lib/session';
import { toast } from '../../lib/toast';
import { shortCode } from './order-display';

const REASONS: [string, string][] = [
  ['damaged', 'Arrived damaged or defective'],
  ['wrong_item', 'Wrong item sent'],
  ['size_issue', 'Size does not fit'],
  ['quality_issue', 'Quality not as expected'],
  ['not_as_described', 'Not as described'],
  ['changed_mind', 'Changed my mind'],
  ['other', 'Other'],
];
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const UPI_ID = /^[\w.-]{2,256}@[a-zA-Z]{2,64}$/;

const STATE_LABELS: Record<string, string> = {
  REQUESTED: 'Requested: we will look at it within a working day',
  APPROVED: 'Approved: a courier will pick it up',
  REJECTED: 'Not accepted',
  PICKED_UP: 'Picked up by the courier',
  RECEIVED: 'Received by us',
  REFUNDED: 'Refunded (5-7 working days)',
  REPLACEMENT_PLACED: 'Replacement order placed',
};

/** Uploads one video to the shop with the session's token, reporting progress (0-100). */
function uploadVideo(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v1/returns/videos');
    const token = session.token();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((100 * e.loaded) / e.total));
    xhr.onload = () => {
      const body = (() => {
        try {
          return JSON.parse(xhr.responseText) as { key?: string; message?: string };
        } catch {
          return {};
        }
      })();
      if (xhr.status === 201 && body.key) resolve(body.key);
      else reject(new Error(body.message || 'The video could not be uploaded. Please try again.'));
    };
    xhr.onerror = () => reject(new Error('The video could not be uploaded. Please try again.'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** A delivered line's return or exchange: its request's status, or the action and small form to ask. */
export function ReturnRequestAction(props: {
  orderId: string;
  line: { id: string; size: string; productId: string };
  cashOnDelivery: boolean;
  existing: ReturnStatus_RequestFragment | undefined;
}) {
  const { orderId, line, cashOnDelivery, existing } = props;
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<ReturnKind>('EXCHANGE' as ReturnKind);
  const [reason, setReason] = useState('size_issue');
  const [upiId, setUpiId] = useState('');
  const [size, setSize] = useState('');
  const [videos, setVideos] = useState<{ id: number; name: string; key?: string; progress: number }[]>([]);
  const nextVideoId = useRef(0);
  const [error, setError] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestReturnDocument, { refetchQueries: [{ query: MyReturnRequestsDocument, variables: { orderId } }] });

  if (existing) {
    // An exchange with a refund: its replacement was cancelled or came back, so the item sent back is refunded.
    const refundedExchange = existing.kind === 'EXCHANGE' && !!existing.refundState;
    const label = refundedExchange && existing.state !== 'REFUNDED' ? 'Replacement cancelled: we will refund the item you sent back' : (STATE_LABELS[existing.state] ?? existing.state);
    return (
      <p className="return-status" data-testid="return-status">
        {existing.kind === 'RETURN' ? 'Return' : 'Exchange'}: {label}
        {existing.rejectionReason && ` (${existing.rejectionReason})`}
        {existing.refundAmountPaise > 0 && ` · refund ${formatPaise(existing.refundAmountPaise)}`}
        {/* Names the replacement so the shopper finds it among their orders. */}
        {existing.replacementOrderId && ` · ${refundedExchange ? 'cancelled replacement' : 'order'} #${shortCode(existing.replacementOrderId)}`}
      </p>
    );
  }
  if (!open) {
    return (
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        Return or exchange
      </button>
    );
  }

  const addVideos = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      // Each upload finds its entry by its own id: the `videos` this handler closed over stays as it was
      // when the files were chosen, so its length is no index for the second of two chosen at once.
      const id = nextVideoId.current++;
      setVideos((v) => [...v, { id, name: file.name, progress: 0 }]);
      try {
        const key = await uploadVideo(file, (progress) => setVideos((v) => v.map((x) => (x.id === id ? { ...x, progress } : x))));
        setVideos((v) => v.map((x) => (x.id === id ? { ...x, key, progress: 100 } : x)));
      } catch (e) {
        setVideos((v) => v.filter((x) => x.id !== id));
        toast.error((e as Error).message);
      }
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const keys = videos.flatMap((v) => (v.key ? [v.key] : []));
    if (keys.length < 2) return setError('Add the unpacking video and the condition video.');
    const isReturn = kind === 'RETURN';
    if (isReturn && cashOnDelivery && !UPI_ID.test(upiId.trim())) return setError('Give the UPI id the refund should go to, like name@bank.');
    if (!isReturn && !size) return setError('Choose the size you would like instead.');
    setError(null);
    try {
      await request({
        variables: {
          input: {
            orderId,
            lineId: line.id,
            kind,
            reason,
            videoIds: keys,
            upiId: isReturn && cashOnDelivery ? upiId.trim() : null,
            replacementSize: isReturn ? null : size,
          },
        },
      });
      toast.success('Your request is received.');
      setOpen(false);
    } catch (err) {
      setError(shopperMessage(err) ?? 'Something went wrong! try again');
    }
  };

  return (
    <form className="return-form" onSubmit={(e) => void submit(e)} aria-label="Return or exchange">
      <fieldset>
        <legend>What would you like?</legend>
        <label>
          <input type="radio" name="kind" checked={kind === 'EXCHANGE'} onChange={() => setKind('EXCHANGE' as ReturnKind)} /> Exchange (within 4 days of delivery)
        </label>
        <label>
          <input type="radio" name="kind" checked={kind === 'RETURN'} onChange={() => setKind('RETURN' as ReturnKind)} /> Return (on the day of delivery)
        </label>
      </fieldset>
      <label>
        Reason
        <select value={reason} onChange={(e) => setReason(e.target.value)}>
          {REASONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {kind === 'EXCHANGE' && (
        <label>
          New size
          <select value={size} onChange={(e) => setSize(e.target.value)}>
            <option value="">Choose…</option>
            {SIZES.filter((s) => s !== line.size).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      )}
      {kind === 'RETURN' && cashOnDelivery && (
        <label>
          UPI id for the refund
          <input value={upiId} onChange={(e) => setUpiId(e.target.value)} placeholder="name@bank" autoComplete="off" />
        </label>
      )}
      <label>
        Unpacking and condition videos (MP4, WebM or MOV, up to 50 MB each)
        <input type="file" accept="video/mp4,video/webm,video/quicktime" multiple onChange={(e) => void addVideos(e.target.files)} />
      </label>
      {videos.length > 0 && (
        <ul className="return-form__videos">
          {videos.map((v) => (
            <li key={v.id}>
              {v.name} <progress max={100} value={v.progress} aria-label={`Upload of ${v.name}`} /> {v.key ? 'Uploaded' : `${v.progress}%`}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="return-form__error">
          {error}
        </p>
      )}
      <div className="return-form__actions">
        <button type="submit" className="btn" disabled={loading}>
          {loading ? 'Sending…' : 'Send request'}
        </button>
        <button type="button" className="btn" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** A delivered line's return or exchange, with the shopper's request on it when there is one. */
export function LineReturn(props: { orderId: string; line: { id: string; size: string; productId: string }; cashOnDelivery: boolean }) {
  const { data } = useQuery(MyReturnRequestsDocument, { variables: { orderId: props.orderId }, fetchPolicy: 'cache-and-network' });
  const existing = data?.myReturnRequests.find((r) => r.orderLineId === props.line.id);
  return <ReturnRequestAction {...props} existing={existing} />;
}
