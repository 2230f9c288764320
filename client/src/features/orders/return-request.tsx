import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  ExchangeProductDocument,
  ExchangeVariantDocument,
  MyReturnRequestsDocument,
  RequestReturnDocument,
  type ExchangeOption_ProductFragment,
  type ExchangeProductQuery,
  type ReturnKind,
  type ReturnStatus_RequestFragment,
} from './gql/graphql';
import { GENERIC_FAILURE, shopperMessage } from '../../lib/graphql-errors';
import { expireSession } from '../../lib/apollo';
import { formatPaise } from '../../lib/money';
import { session } from '../../lib/session';
import { toast } from '../../lib/toast';
import { returnRefundedLabel, shortCode } from './order-display';

const REASONS: [string, string][] = [
  ['damaged', 'Arrived damaged or defective'],
  ['wrong_item', 'Wrong item sent'],
  ['size_issue', 'Size does not fit'],
  ['quality_issue', 'Quality not as expected'],
  ['not_as_described', 'Not as described'],
  ['changed_mind', 'Changed my mind'],
  ['other', 'Other'],
];
const UPI_ID = /^[\w.-]{2,256}@[a-zA-Z]{2,64}$/;

// REFUNDED is worded by how the money went back (returnRefundedLabel).
const STATE_LABELS: Record<string, string> = {
  REQUESTED: 'Requested: we will look at it within a working day',
  APPROVED: 'Approved: a courier will pick it up',
  REJECTED: 'Not accepted',
  PICKED_UP: 'Picked up by the courier',
  RECEIVED: 'Received by us',
  REPLACEMENT_PLACED: 'Replacement order placed',
};

/**
 * Uploads one video for one order line to the shop with the session's token, reporting progress
 * (0-100). The shop takes videos only for a line that can still be returned or exchanged, and a request
 * may use only the videos uploaded for its own line. One at a time: the shop takes two at once at most.
 */
function uploadVideo(file: File, target: { orderId: string; lineId: string }, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1/returns/videos?${new URLSearchParams({ orderId: target.orderId, lineId: target.lineId })}`);
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
      if (xhr.status === 201 && body.key) return resolve(body.key);
      // A lapsed session ends as on every other call: the shopper is told and sent to log in.
      if (token && xhr.status === 401) expireSession();
      reject(new Error(body.message || 'The video could not be uploaded. Please try again.'));
    };
    xhr.onerror = () => reject(new Error('The video could not be uploaded. Please try again.'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** The ordered line, as My Orders has it. */
type Line = { id: string; size: string; productId: string; color: string; quantity: number; unitPricePaise: number };

/** One colour an exchange can be for, with the sizes it can be had in ([] for a product without sizes). */
export interface ExchangeColour {
  productId: string;
  color: string;
  hex: string;
  sizes: string[];
  asOrdered: boolean;
}

const title = (c: string) => c.charAt(0).toUpperCase() + c.slice(1);
// As the product page paints it: rainbow is no single colour.
const swatchBackground = (c: ExchangeColour) => (c.color === 'rainbow' ? 'linear-gradient(135deg,#e74c3c,#f39c12,#f1c40f,#27ae60,#2980b9,#8e44ad)' : c.hex);

/**
 * What an exchange of `line` can be for, as the server allows it: the ordered product in another of its
 * sizes, or another colour of it (a product of the same name) at the price paid for the line, either
 * one still sold and with the line's quantity in stock (stock is per product, not per size).
 */
export function exchangeColours(line: Line, product: ExchangeProductQuery['product'], siblings: (ExchangeOption_ProductFragment | null)[]): ExchangeColour[] {
  if (!product) return [];
  const hexOf = new Map(product.colorSwatches.map((s) => [s.name, s.hex]));
  const available = (p: ExchangeOption_ProductFragment) => !p.archived && p.stock >= line.quantity;
  const colours: ExchangeColour[] = [];
  const otherSizes = product.availableSizes.filter((s) => s !== line.size);
  if (available(product) && otherSizes.length > 0) {
    colours.push({ productId: product.id, color: product.color, hex: hexOf.get(product.color) ?? '#9e9e9e', sizes: otherSizes, asOrdered: true });
  }
  const seen = new Set([product.id]);
  for (const p of siblings) {
    // The server takes only the same name, exactly, and a colour only at the price paid.
    if (!p || seen.has(p.id) || p.name !== product.name || p.pricePaise !== line.unitPricePaise || !available(p)) continue;
    seen.add(p.id);
    colours.push({ productId: p.id, color: p.color, hex: hexOf.get(p.color) ?? '#9e9e9e', sizes: p.availableSizes, asOrdered: false });
  }
  return colours;
}

/** The ordered product and the other colours of its family, fetched fresh (stock moves) when the form opens. */
function useExchangeColours(line: Line): { colours: ExchangeColour[] | null; failed: boolean } {
  const client = useApolloClient();
  const [found, setFound] = useState<{ product: ExchangeProductQuery['product']; siblings: (ExchangeOption_ProductFragment | null)[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const productId = line.productId;
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const { data } = await client.query({ query: ExchangeProductDocument, variables: { id: productId }, fetchPolicy: 'network-only' });
        const product = data?.product ?? null;
        const others = product ? product.colorSwatches.filter((s) => s.name !== product.color) : [];
        // A colour that cannot be looked up is simply not offered; the sizes of the ordered one still are.
        const siblings = await Promise.all(
          others.map((s) =>
            client
              .query({ query: ExchangeVariantDocument, variables: { name: product!.name, color: s.name }, fetchPolicy: 'network-only' })
              .then((r) => r.data?.productVariant ?? null)
              .catch(() => null),
          ),
        );
        if (live) setFound({ product, siblings });
      } catch {
        if (live) setFailed(true);
      }
    })();
    return () => {
      live = false;
    };
  }, [client, productId]);
  const colours = useMemo(() => (found ? exchangeColours(line, found.product, found.siblings) : null), [found, line]);
  return { colours, failed };
}

/** What the shopper asked an exchange for: " for Black, size L" (the colour only when it is another one). */
function wantedWords(request: ReturnStatus_RequestFragment, line: Line): string {
  const parts: string[] = [];
  if (request.replacementColor && request.replacementColor !== line.color) parts.push(title(request.replacementColor));
  if (request.replacementSize && request.replacementSize !== 'NA') parts.push(`size ${request.replacementSize}`);
  return parts.length ? ` for ${parts.join(', ')}` : '';
}

/** A delivered line's return or exchange: its request's status, or the action and small form to ask. */
export function ReturnRequestAction(props: { orderId: string; line: Line; cashOnDelivery: boolean; existing: ReturnStatus_RequestFragment | undefined }) {
  const { orderId, line, cashOnDelivery, existing } = props;
  const [open, setOpen] = useState(false);

  if (existing) {
    // An exchange with a refund: its replacement was cancelled or came back, so the item sent back is refunded.
    const refundedExchange = existing.kind === 'EXCHANGE' && !!existing.refundState;
    const label =
      existing.state === 'REFUNDED'
        ? returnRefundedLabel(cashOnDelivery, existing)
        : refundedExchange
          ? 'Replacement cancelled: we will refund the item you sent back'
          : (STATE_LABELS[existing.state] ?? existing.state);
    return (
      <p className="return-status" data-testid="return-status">
        {existing.kind === 'RETURN' ? 'Return' : `Exchange${wantedWords(existing, line)}`}: {label}
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
  return <ReturnRequestForm orderId={orderId} line={line} cashOnDelivery={cashOnDelivery} onClose={() => setOpen(false)} />;
}

/** The form asking for a return or an exchange of one line: kind, reason, what to exchange for, UPI id, videos. */
function ReturnRequestForm(props: { orderId: string; line: Line; cashOnDelivery: boolean; onClose: () => void }) {
  const { orderId, line, cashOnDelivery, onClose } = props;
  const [kind, setKind] = useState<ReturnKind>('EXCHANGE' as ReturnKind);
  const [reason, setReason] = useState('size_issue');
  const [upiId, setUpiId] = useState('');
  const [colourId, setColourId] = useState<string | null>(null);
  const [size, setSize] = useState('');
  const [videos, setVideos] = useState<{ id: number; name: string; key?: string; progress: number }[]>([]);
  const nextVideoId = useRef(0);
  const [error, setError] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestReturnDocument, { refetchQueries: [{ query: MyReturnRequestsDocument, variables: { orderId } }] });
  const { colours, failed } = useExchangeColours(line);
  const colourHint = useId();

  // The ordered colour is the first choice when it has other sizes; otherwise the shopper picks a colour.
  const colour = colours?.find((c) => c.productId === (colourId ?? line.productId));
  const offersColours = !!colours?.some((c) => !c.asOrdered);
  const chooseColour = (c: ExchangeColour) => {
    setColourId(c.productId);
    // A size already chosen stays when the new colour has it.
    if (!c.sizes.includes(size)) setSize('');
  };

  const addVideos = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      // Each upload finds its entry by its own id: the `videos` this handler closed over stays as it was
      // when the files were chosen, so its length is no index for the second of two chosen at once.
      const id = nextVideoId.current++;
      setVideos((v) => [...v, { id, name: file.name, progress: 0 }]);
      try {
        const key = await uploadVideo(file, { orderId, lineId: line.id }, (progress) => setVideos((v) => v.map((x) => (x.id === id ? { ...x, progress } : x))));
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
    if (!isReturn && !colour) return setError(offersColours ? 'Choose the colour you would like instead.' : 'Choose the size you would like instead.');
    if (!isReturn && colour!.sizes.length > 0 && !size) return setError('Choose the size you would like instead.');
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
            replacementProductId: isReturn ? null : colour!.productId,
            // A product without sizes is exchanged for its colour alone (the server records 'NA').
            replacementSize: isReturn || colour!.sizes.length === 0 ? null : size,
          },
        },
      });
      toast.success('Your request is received.');
      onClose();
    } catch (err) {
      setError(shopperMessage(err) ?? GENERIC_FAILURE);
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
      {kind === 'EXCHANGE' && colours === null && (
        <p className="return-form__note" role="status">
          {failed ? 'The sizes and colours could not be loaded. Close the form and try again.' : 'Finding the sizes and colours you can have…'}
        </p>
      )}
      {kind === 'EXCHANGE' && colours?.length === 0 && (
        <p className="return-form__note" role="status">
          No other size or colour of this product is in stock at the price you paid right now. You can ask for a return instead.
        </p>
      )}
      {kind === 'EXCHANGE' && offersColours && (
        <fieldset aria-describedby={colourHint}>
          <legend>Colour</legend>
          <p className="return-form__note" id={colourHint}>
            Colours in stock at the {formatPaise(line.unitPricePaise)} you paid.
          </p>
          <div className="return-form__colours">
            {colours!.map((c) => (
              <label key={c.productId} className="return-form__colour">
                <input type="radio" name="colour" value={c.productId} checked={colour?.productId === c.productId} onChange={() => chooseColour(c)} />
                <span className="return-form__swatch" style={{ background: swatchBackground(c) }} aria-hidden="true" />
                {title(c.color)}
                {c.asOrdered && ' (as ordered)'}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {kind === 'EXCHANGE' && colour && colour.sizes.length > 0 && (
        <label>
          New size
          <select value={size} onChange={(e) => setSize(e.target.value)}>
            <option value="">Choose…</option>
            {colour.sizes.map((s) => (
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
        <button type="button" className="btn" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** A delivered line's return or exchange, with the shopper's request on it when there is one. */
export function LineReturn(props: { orderId: string; line: Line; cashOnDelivery: boolean }) {
  const { data } = useQuery(MyReturnRequestsDocument, { variables: { orderId: props.orderId }, fetchPolicy: 'cache-and-network' });
  const existing = data?.myReturnRequests.find((r) => r.orderLineId === props.line.id);
  return <ReturnRequestAction {...props} existing={existing} />;
}
