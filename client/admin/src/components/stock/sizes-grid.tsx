import { useMutation } from '@apollo/client/react';
import { useState, type KeyboardEvent } from 'react';
import { Badge } from '../page-header';
import { UpdateVariantDocument, type SizeRowFragment } from '../../gql/graphql';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { paiseToRupeesText, parseRupees } from '../../lib/money';
import { toast } from '../../lib/toast';
import { AdjustStockDialog, StockHistoryDialog, type StockProduct } from './stock-dialogs';

type Draft = { sku: string; threshold: string; price: string };
type Errors = Partial<Record<keyof Draft | 'form', string>>;

const draftOf = (v: SizeRowFragment): Draft => ({ sku: v.sku, threshold: String(v.lowStockThreshold), price: v.ownPricePaise === null || v.ownPricePaise === undefined ? '' : paiseToRupeesText(v.ownPricePaise) });

/** A size's stock in words and colour, as the low-stock list and the storefront see it. */
function SizeState({ v }: { v: SizeRowFragment }) {
  if (v.stock < 1) return <Badge tone="danger">Sold out</Badge>;
  if (v.lowStock) return <Badge tone="warning">Low</Badge>;
  return <Badge tone="success">In stock</Badge>;
}

/**
 * A product's sizes as a grid, like Shopify's variants table: each size's SKU, low-stock threshold and own
 * price are edited in place (Save on the row, or Enter; it sits outside the product's form), and its stock changes through "Adjust" with a
 * reason, so the stock history stays whole. An empty price means the product's price.
 */
export function SizesGrid({ product }: { product: StockProduct & { pricePaise: number } }) {
  const [open, setOpen] = useState<{ kind: 'adjust' | 'history'; size: SizeRowFragment } | null>(null);
  return (
    <>
      <div className="table-scroll">
        <table className="data-table sizes-grid" aria-label={`Sizes of ${product.name} (${product.color})`}>
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">SKU</th>
              <th scope="col" className="num">
                In stock
              </th>
              <th scope="col">Low at</th>
              <th scope="col">Price (₹)</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {product.sizes.map((v) => (
              <SizeRow key={v.id} v={v} productPricePaise={product.pricePaise} onAdjust={() => setOpen({ kind: 'adjust', size: v })} onHistory={() => setOpen({ kind: 'history', size: v })} />
            ))}
          </tbody>
        </table>
      </div>
      {open?.kind === 'adjust' && <AdjustStockDialog product={product} size={open.size} onClose={() => setOpen(null)} />}
      {open?.kind === 'history' && <StockHistoryDialog product={product} sku={open.size.size === 'NA' ? undefined : open.size.sku} onClose={() => setOpen(null)} />}
    </>
  );
}

function SizeRow({ v, productPricePaise, onAdjust, onHistory }: { v: SizeRowFragment; productPricePaise: number; onAdjust: () => void; onHistory: () => void }) {
  const saved = draftOf(v);
  const [draft, setDraft] = useState<Draft>(saved);
  const [errors, setErrors] = useState<Errors>({});
  const [update, { loading }] = useMutation(UpdateVariantDocument);
  const dirty = draft.sku !== saved.sku || draft.threshold !== saved.threshold || draft.price !== saved.price;
  const name = v.size === 'NA' ? 'the item' : `size ${v.size}`;
  const ids = { sku: `${v.id}-sku`, threshold: `${v.id}-threshold`, price: `${v.id}-price` };

  const set = (key: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));

  async function save() {
    if (!dirty || loading) return;
    const found: Errors = {};
    const sku = draft.sku.trim();
    if (!sku) found.sku = 'Enter a SKU.';
    const threshold = draft.threshold.trim();
    if (!/^\d+$/.test(threshold)) found.threshold = 'A whole number, 0 or more.';
    const price = draft.price.trim() ? parseRupees(draft.price) : null;
    if (draft.price.trim() && (price === null || price <= 0)) found.price = 'A price in rupees, e.g. 549 or 549.50.';
    if (Object.keys(found).length) return setErrors(found);
    setErrors({});
    try {
      await update({
        variables: {
          id: v.id,
          input: {
            ...(sku !== saved.sku ? { sku } : {}),
            ...(threshold !== saved.threshold ? { lowStockThreshold: Number(threshold) } : {}),
            ...(draft.price !== saved.price ? (price === null ? { clearPrice: true } : { pricePaise: price }) : {}),
          },
        },
      });
      toast.success(`Saved ${name}.`);
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors({ sku: fields.sku, threshold: fields.lowStockThreshold, price: fields.pricePaise, form: Object.keys(fields).length ? undefined : messageOf(err) });
    }
  }

  // Enter saves the row (and never submits the product form around the grid); Escape puts it back.
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      void save();
    } else if (e.key === 'Escape' && dirty) {
      e.preventDefault();
      setDraft(saved);
      setErrors({});
    }
  }

  const field = (key: keyof Draft, label: string, extra: { className?: string; inputMode?: 'numeric' | 'decimal'; placeholder?: string; maxLength?: number }) => (
    <>
      <input
        id={ids[key]}
        aria-label={`${label}, ${name}`}
        value={draft[key]}
        onChange={set(key)}
        onKeyDown={onKeyDown}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${ids[key]}-err` : undefined}
        {...extra}
      />
      {errors[key] && (
        <span className="sizes-grid__err" id={`${ids[key]}-err`}>
          {errors[key]}
        </span>
      )}
    </>
  );

  return (
    <tr className={dirty ? 'is-dirty' : undefined}>
      <td data-label="Size">
        <span className="sizes-grid__size">{v.size === 'NA' ? '—' : v.size}</span>
      </td>
      <td className="sizes-grid__sku" data-label="SKU">{field('sku', 'SKU', { className: 'mono', maxLength: 64 })}</td>
      <td className="num" data-label="In stock">
        <div className="cell-stack cell-stack--end">
          <strong>{v.stock}</strong>
          <SizeState v={v} />
        </div>
      </td>
      <td className="sizes-grid__num" data-label="Low at">{field('threshold', 'Low-stock threshold', { inputMode: 'numeric' })}</td>
      <td className="sizes-grid__num" style={{ width: 120 }} data-label="Price (₹)">
        {field('price', 'Price in rupees', { inputMode: 'decimal', placeholder: paiseToRupeesText(productPricePaise) })}
      </td>
      <td>
        <div className="row-actions">
          {dirty && (
            <button type="button" className="btn btn--small btn--primary" onClick={() => void save()} disabled={loading}>
              {loading ? 'Saving…' : 'Save'}
              <span className="visually-hidden"> {name}</span>
            </button>
          )}
          <button type="button" className="btn btn--small" onClick={onAdjust} aria-label={`Adjust stock of ${name}`}>
            Adjust
          </button>
          <button type="button" className="btn btn--small" onClick={onHistory} aria-label={`Stock history of ${name}`}>
            History
          </button>
        </div>
        {errors.form && (
          <span className="sizes-grid__err" role="alert">
            {errors.form}
          </span>
        )}
      </td>
    </tr>
  );
}
