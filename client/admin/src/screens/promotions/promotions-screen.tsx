import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DataTable, type Column } from '../../components/data-table';
import { Badge, PageHeader } from '../../components/page-header';
import { AdminPromotionsDocument, SetPromotionPausedDocument, type PromotionRowFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { NewPromotionDialog } from './new-promotion-dialog';
import { PreviewPromotionDialog } from './preview-promotion-dialog';
import { formatIndiaTime, KIND_LABELS, offerOf, targetsOf } from './promotion-words';

function statusOf(p: PromotionRowFragment) {
  if (p.paused) return <Badge tone="warning">Paused</Badge>;
  if (p.active) return <Badge tone="success">Running</Badge>;
  if (p.endsAt && new Date(p.endsAt) <= new Date()) return <Badge>Ended</Badge>;
  return <Badge tone="info">Scheduled</Badge>;
}

/** Owners and managers: automatic sales, bundles, buy X get Y and coupon codes; create, schedule, pause. */
export function PromotionsScreen() {
  const { data, loading, error } = useQuery(AdminPromotionsDocument);
  const [creating, setCreating] = useState(false);
  const [previewing, setPreviewing] = useState<PromotionRowFragment | null>(null);
  const [setPaused] = useMutation(SetPromotionPausedDocument);

  async function toggle(p: PromotionRowFragment) {
    try {
      await setPaused({ variables: { id: p.id, paused: !p.paused } });
      toast.success(p.paused ? `${p.title} runs again.` : `${p.title} is paused: shoppers no longer get it.`);
    } catch (e) {
      toast.error(messageOf(e));
    }
  }

  const columns: Column<PromotionRowFragment>[] = [
    {
      key: 'title',
      header: 'Promotion',
      render: (p) => (
        <div className="cell-stack">
          <strong>{p.title}</strong>
          <span className="muted">
            {KIND_LABELS[p.kind] ?? p.kind}
            {p.code ? ` · ${p.code}` : ''}
            {p.combines ? ' · combines' : ''}
          </span>
        </div>
      ),
    },
    { key: 'offer', header: 'Offer', render: (p) => offerOf(p) },
    { key: 'targets', header: 'Applies to', render: (p) => targetsOf(p) },
    {
      key: 'dates',
      header: 'When',
      render: (p) => (
        <div className="cell-stack">
          <span>{p.startsAt ? `From ${formatIndiaTime(p.startsAt)}` : 'From creation'}</span>
          <span className="muted">{p.endsAt ? `Until ${formatIndiaTime(p.endsAt)}` : 'No end date'}</span>
        </div>
      ),
    },
    { key: 'used', header: 'Used', align: 'end', render: (p) => (p.kind === 'coupon' ? `${p.usedCount}${p.totalLimit ? ` of ${p.totalLimit}` : ''}` : '—') },
    { key: 'status', header: 'Status', render: statusOf },
    {
      key: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      align: 'end',
      render: (p) => (
        <span className="row-actions">
          <button type="button" className="btn btn--small" onClick={() => setPreviewing(p)} aria-label={`Preview ${p.title}`}>
            Preview
          </button>
          <button type="button" className="btn btn--small" onClick={() => void toggle(p)} aria-label={`${p.paused ? 'Resume' : 'Pause'} ${p.title}`}>
            {p.paused ? 'Resume' : 'Pause'}
          </button>
        </span>
      ),
    },
  ];

  return (
    <div className="page">
      <PageHeader
        title="Promotions"
        lead="What shoppers get off: sales on cards, bundles and coupon codes. The shop applies the best allowed combination for each cart."
        actions={
          <button type="button" className="btn btn--primary" onClick={() => setCreating(true)}>
            New promotion
          </button>
        }
      />
      {error && !data && <p className="form-error" role="alert">{messageOf(error)}</p>}
      <DataTable
        caption="Promotions"
        columns={columns}
        rows={data?.adminPromotions}
        rowKey={(p) => p.id}
        loading={loading}
        page={{ offset: 0, limit: 500, hasMore: false }}
        onPage={() => undefined}
        empty={<p>No promotions yet. Create one to offer a sale, a bundle or a coupon code.</p>}
      />
      <NewPromotionDialog open={creating} onClose={() => setCreating(false)} />
      {previewing && <PreviewPromotionDialog promotion={previewing} onClose={() => setPreviewing(null)} />}
    </div>
  );
}
