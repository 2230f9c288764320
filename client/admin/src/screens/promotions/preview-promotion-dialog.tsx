import { useLazyQuery, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { SearchField } from '../../components/fields';
import { Modal } from '../../components/modal';
import { PreviewPromotionDocument, PromotionPreviewProductsDocument, type PromotionRowFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/errors';
import { formatPaise } from '../../lib/money';

/**
 * What a cart of chosen products would cost with this promotion alone, as if it ran now (whatever its
 * dates or pause): the shop's own price engine answers, so staff see what shoppers will.
 */
export function PreviewPromotionDialog({ promotion, onClose }: { promotion: PromotionRowFragment; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const products = useQuery(PromotionPreviewProductsDocument, { variables: { search: search || null } });
  const [preview, previewed] = useLazyQuery(PreviewPromotionDocument, { fetchPolicy: 'network-only' });
  const items = Object.entries(quantities)
    .filter(([, q]) => q > 0)
    .map(([productId, quantity]) => ({ productId, quantity }));
  const quote = previewed.data?.previewPromotion;

  return (
    <Modal
      open
      wide
      title={`Preview: ${promotion.title}`}
      onClose={onClose}
      footer={
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>
            Close
          </button>
          <button type="button" className="btn btn--primary" disabled={!items.length || previewed.loading} onClick={() => void preview({ variables: { id: promotion.id, items } })}>
            {previewed.loading ? 'Pricing…' : 'Price this cart'}
          </button>
        </div>
      }
    >
      <SearchField label="Find products" value={search} onCommit={setSearch} placeholder="Name or SKU" />
      <table className="lines" aria-label="Products to preview with">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col" className="num">
              Quantity
            </th>
          </tr>
        </thead>
        <tbody>
          {(products.data?.adminProducts.items ?? []).map((p) => (
            <tr key={p.id}>
              <td>{p.name}</td>
              <td className="num">{formatPaise(p.pricePaise)}</td>
              <td className="num">
                <input
                  type="number"
                  min={0}
                  max={10}
                  value={quantities[p.id] ?? 0}
                  aria-label={`Quantity of ${p.name}`}
                  onChange={(e) => setQuantities((q) => ({ ...q, [p.id]: Math.max(0, Math.min(10, Number(e.target.value) || 0)) }))}
                  style={{ width: 64 }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {previewed.error && <p className="form-error" role="alert">{messageOf(previewed.error)}</p>}
      {quote && (
        <dl className="preview-quote" aria-label="Preview">
          <dt>Items</dt>
          <dd>{formatPaise(quote.subtotalPaise)}</dd>
          {quote.promotions.map((p) => (
            <div key={p.title} style={{ display: 'contents' }}>
              <dt>{p.title}</dt>
              <dd>−{formatPaise(p.savingPaise)}</dd>
            </div>
          ))}
          {quote.promotions.length === 0 && (
            <>
              <dt>This promotion</dt>
              <dd>does not apply to these items</dd>
            </>
          )}
          <dt>Shipping</dt>
          <dd>{quote.shippingPaise ? formatPaise(quote.shippingPaise) : 'Free'}</dd>
          <dt>
            <strong>Total</strong>
          </dt>
          <dd>
            <strong data-testid="preview-total">{formatPaise(quote.totalPaise)}</strong>
          </dd>
        </dl>
      )}
    </Modal>
  );
}
