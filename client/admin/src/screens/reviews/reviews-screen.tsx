import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { DataTable, type Column } from '../../components/data-table';
import { FormError, SelectField, TextAreaField } from '../../components/fields';
import { DialogFooter } from '../../components/dialog-footer';
import { Modal } from '../../components/modal';
import { Badge, FilterBar, PageHeader } from '../../components/page-header';
import { AdminReviewsDocument, HideReviewDocument, RestoreReviewDocument, type ReviewRowFragment } from '../../gql/graphql';
import { formatDate, formatDateTime } from '../../lib/dates';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { useListParams } from '../../lib/list-params';
import { toast } from '../../lib/toast';
import './reviews.css';

const PAGE = 25;

function Stars({ n }: { n: number }) {
  return (
    <span className="stars" role="img" aria-label={`${n} of 5 stars`}>
      {'★'.repeat(n)}
      <span className="stars__off">{'★'.repeat(Math.max(0, 5 - n))}</span>
    </span>
  );
}

type Pending = { kind: 'hide' | 'restore'; review: ReviewRowFragment } | null;

/** Review moderation: every review, hidden ones included; hiding one takes it off the shop and out of its product's rating, with a reason on record. */
export function ReviewsScreen() {
  const list = useListParams({ limit: PAGE, filters: { product: '', productName: '', shown: '', stars: '' } });
  const f = list.filters;
  const filter = {
    productId: f.product || undefined,
    hidden: f.shown === 'hidden' ? true : f.shown === 'visible' ? false : undefined,
    stars: f.stars ? f.stars.split(',').map(Number) : undefined,
  };
  const { data: fresh, previousData, loading, error } = useQuery(AdminReviewsDocument, { variables: { filter, limit: PAGE, offset: list.offset } });
  const data = fresh ?? previousData;
  const [pending, setPending] = useState<Pending>(null);

  const columns: Column<ReviewRowFragment>[] = [
    {
      key: 'product',
      header: 'Product',
      render: (r) =>
        f.product ? (
          <span>{r.product?.name ?? 'A removed product'}</span>
        ) : (
          <button type="button" className="link-btn" title="Show only this product's reviews" onClick={() => list.setFilters({ product: r.productId, productName: r.product?.name ?? '' })}>
            {r.product?.name ?? 'A removed product'}
          </button>
        ),
    },
    { key: 'stars', header: 'Stars', render: (r) => <Stars n={r.stars} /> },
    {
      key: 'review',
      header: 'Review',
      render: (r) => (
        <div className="cell-stack review-cell">
          <span className="review-text">{r.text || <span className="muted">(No text, stars only.)</span>}</span>
          <span className="muted">
            {r.username}, {formatDate(r.createdAt)}
          </span>
        </div>
      ),
    },
    {
      key: 'state',
      header: 'On the shop',
      render: (r) =>
        r.hidden ? (
          <div className="cell-stack">
            <Badge tone="danger">Hidden</Badge>
            {r.hiddenReason && <span>“{r.hiddenReason}”</span>}
            <span className="muted">
              {r.hiddenBy ? `${r.hiddenBy.name}, ` : ''}
              {formatDateTime(r.hiddenAt)}
            </span>
          </div>
        ) : (
          <Badge tone="success">Shown</Badge>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      align: 'end',
      render: (r) =>
        r.hidden ? (
          <button type="button" className="btn btn--small" aria-label={`Restore ${r.username}'s review of ${r.product?.name ?? 'the product'}`} onClick={() => setPending({ kind: 'restore', review: r })}>
            Restore
          </button>
        ) : (
          <button type="button" className="btn btn--small" aria-label={`Hide ${r.username}'s review of ${r.product?.name ?? 'the product'}`} onClick={() => setPending({ kind: 'hide', review: r })}>
            Hide
          </button>
        ),
    },
  ];

  const active = [f.product, f.shown, f.stars].filter(Boolean).length;
  return (
    <div className="page">
      <PageHeader title="Reviews" lead="Hide a review that breaks the shop's rules (abuse, personal details, spam); it leaves the product's page and its rating. Restore it to bring it back." />
      <FilterBar label="Review filters" active={active}>
        <SelectField label="On the shop" value={f.shown} onChange={(e) => list.setFilter('shown', e.target.value)}>
          <option value="">Shown or hidden</option>
          <option value="visible">Shown</option>
          <option value="hidden">Hidden</option>
        </SelectField>
        <SelectField label="Stars" value={f.stars} onChange={(e) => list.setFilter('stars', e.target.value)}>
          <option value="">Any</option>
          <option value="1,2">1 or 2 (critical)</option>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={String(n)}>
              {n} {n === 1 ? 'star' : 'stars'}
            </option>
          ))}
        </SelectField>
        {f.product && (
          <div className="field product-filter">
            <span className="field__label">Product</span>
            <span className="product-filter__chip">
              {f.productName || 'One product'}
              <button type="button" className="btn btn--small" onClick={() => list.setFilters({ product: '', productName: '' })}>
                Show all products
              </button>
            </span>
          </div>
        )}
      </FilterBar>
      {error && <p className="form-error" role="alert">{messageOf(error)}</p>}
      <DataTable
        caption="Reviews"
        columns={columns}
        rows={data?.adminReviews.items}
        rowKey={(r) => r.id}
        loading={loading}
        page={{ offset: list.offset, limit: PAGE, total: data?.adminReviews.total }}
        onPage={list.setOffset}
        empty={<p>No reviews match. {active ? 'Try clearing a filter.' : 'Reviews appear here as shoppers write them.'}</p>}
      />
      {pending?.kind === 'hide' && <HideReviewDialog review={pending.review} onClose={() => setPending(null)} />}
      {pending?.kind === 'restore' && <RestoreReviewDialog review={pending.review} onClose={() => setPending(null)} />}
    </div>
  );
}

function reviewName(r: ReviewRowFragment): string {
  return `${r.username}'s review${r.product ? ` of ${r.product.name}` : ''}`;
}

function HideReviewDialog({ review, onClose }: { review: ReviewRowFragment; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [hide, { loading }] = useMutation(HideReviewDocument, { refetchQueries: ['AdminReviews'] });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason.trim()) return setFieldError('Say why it is hidden: the reason is kept with the review and in the audit log.');
    setFieldError(undefined);
    setFormError(null);
    try {
      await hide({ variables: { id: review.id, reason: reason.trim() } });
      toast.success(`${reviewName(review)} is hidden from the shop.`);
      onClose();
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields.reason) setFieldError(fields.reason);
      else setFormError(messageOf(err));
    }
  }

  return (
    <Modal
      open
      title="Hide this review?"
      onClose={onClose}
      footer={<DialogFooter formId="hide-review" onCancel={onClose} busy={loading} busyLabel="Hiding…" submitLabel="Hide review" tone="danger" />}
    >
      <form id="hide-review" onSubmit={submit} noValidate>
        <FormError message={formError} />
        <blockquote className="review-quote">
          <Stars n={review.stars} /> {review.text || '(No text.)'}
          <footer className="muted">
            {review.username}, on {review.product?.name ?? 'a removed product'}
          </footer>
        </blockquote>
        <p>It disappears from the product's page and no longer counts in its rating. You can restore it later.</p>
        <TextAreaField
          label="Reason"
          hint="For example: abusive words, a phone number in the text, spam."
          required
          rows={3}
          value={reason}
          error={fieldError}
          onChange={(e) => {
            setReason(e.target.value);
            setFieldError(undefined);
          }}
        />
      </form>
    </Modal>
  );
}

function RestoreReviewDialog({ review, onClose }: { review: ReviewRowFragment; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [restore, { loading }] = useMutation(RestoreReviewDocument, { refetchQueries: ['AdminReviews'] });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    try {
      await restore({ variables: { id: review.id, reason: reason.trim() || undefined } });
      toast.success(`${reviewName(review)} is back on the shop.`);
      onClose();
    } catch (err) {
      setFormError(fieldErrorsOf(err).reason ?? messageOf(err));
    }
  }

  return (
    <Modal
      open
      title="Restore this review?"
      onClose={onClose}
      footer={<DialogFooter formId="restore-review" onCancel={onClose} busy={loading} busyLabel="Restoring…" submitLabel="Restore review" />}
    >
      <form id="restore-review" onSubmit={submit} noValidate>
        <FormError message={formError} />
        <p>
          It was hidden{review.hiddenBy ? ` by ${review.hiddenBy.name}` : ''}
          {review.hiddenReason ? ` because “${review.hiddenReason}”` : ''}. Restoring shows it on the product's page again and counts it in the rating.
        </p>
        <TextAreaField label="Note (optional)" hint="Why it is back, for the audit log." rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
      </form>
    </Modal>
  );
}
