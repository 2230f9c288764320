import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { DataTable } from '../data-table';
import { FormError, SelectField, TextField } from '../fields';
import { DialogFooter } from '../dialog-footer';
import { Modal } from '../modal';
import { AdjustStockDocument, SetLowStockThresholdDocument, StockLedgerDocument, type SizeRowFragment, type StockAdjustReason, type StockRowFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';

const REASONS: { value: StockAdjustReason; label: string; hint: string }[] = [
  { value: 'RECEIVED', label: 'Received', hint: 'A delivery from a supplier or the printer.' },
  { value: 'DAMAGED', label: 'Damaged', hint: 'Units that cannot be sold.' },
  { value: 'FOUND', label: 'Found', hint: 'Units that turned up.' },
  { value: 'CORRECTION', label: 'Correction', hint: 'A count that differs from what the shop thought.' },
];

const LEDGER_WORDS: Record<string, string> = {
  INITIAL: 'Opening stock',
  RECEIVED: 'Received',
  DAMAGED: 'Damaged',
  FOUND: 'Found',
  CORRECTION: 'Correction',
  IMPORT: 'CSV import',
  ORDER_PLACED: 'Order placed',
  ORDER_RELEASED: 'Order cancelled or expired',
  RETURNED: 'Returned (sellable)',
  RETURNED_DAMAGED: 'Returned damaged (not sellable)',
  SPLIT: 'Split over sizes',
};

/** What the stock dialogs need of a product: the stock list's rows and the product screen both have it. */
export type StockProduct = Pick<StockRowFragment, 'id' | 'name' | 'color' | 'stock' | 'sizes'>;

/** A size's name for people: "M" (its SKU beside it where there is room); an item without sizes has none. */
export const sizeName = (size: string | null | undefined) => (size && size !== 'NA' ? size : null);

/** The sizes staff pick from: a sized product's sizes; an item without sizes has one, 'NA', and no choice to make. */
const sizedOf = (product: StockProduct) => product.sizes.filter((v) => v.size !== 'NA');

/**
 * Adds or removes units (or sets the counted number) of one size with a reason; shows what its stock will
 * be. A sized product's stock is per size, so the dialog asks which (`size` preselects one: the product
 * screen's row, or on the stock list the first size running low).
 */
export function AdjustStockDialog({ product, size: given, onClose }: { product: StockProduct; size?: SizeRowFragment; onClose: () => void }) {
  const sized = sizedOf(product);
  const [sku, setSku] = useState(given?.sku ?? (sized.find((v) => v.lowStock || !v.available) ?? sized[0])?.sku ?? null);
  const variant = sized.find((v) => v.sku === sku);
  const stockNow = variant ? variant.stock : product.stock;
  const label = variant ? `${product.name} (${product.color}), size ${variant.size}` : `${product.name} (${product.color})`;
  const [reason, setReason] = useState<StockAdjustReason>('RECEIVED');
  const [mode, setMode] = useState<'delta' | 'count'>('delta');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; note?: string; form?: string }>({});
  const [adjust, { loading }] = useMutation(AdjustStockDocument);
  const signed = /^[+-]?\d+$/.test(amount.trim()) ? Number(amount.trim()) : null;
  // Damaged units go out: a plain number typed for them means that many fewer.
  const delta = signed === null ? null : mode === 'count' ? signed - stockNow : reason === 'DAMAGED' && !amount.trim().startsWith('+') ? -Math.abs(signed) : signed;
  const after = delta === null ? null : stockNow + delta;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (signed === null || (mode === 'count' && signed < 0)) return setErrors({ amount: mode === 'count' ? 'Enter the number of units counted, 0 or more.' : 'Enter a whole number of units, e.g. 12 or -3.' });
    if (delta === 0) return setErrors({ amount: 'That leaves the stock as it is.' });
    if (after !== null && after < 0) return setErrors({ amount: `Only ${stockNow} in stock: the stock cannot go below 0.` });
    try {
      await adjust({ variables: { input: { ...(variant ? { sku: variant.sku } : { productId: product.id }), reason, note: note.trim() || undefined, ...(mode === 'count' ? { count: signed } : { delta }) } } });
      toast.success(`${label}: ${after} in stock.`);
      onClose();
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors({ amount: fields.delta ?? fields.count, note: fields.note, form: messageOf(err) });
    }
  }

  return (
    <Modal
      open
      title={`Adjust stock: ${product.name} (${product.color})`}
      onClose={onClose}
      footer={<DialogFooter formId="adjust-stock" onCancel={onClose} busy={loading} busyLabel="Saving…" submitLabel="Save" />}
    >
      <form id="adjust-stock" onSubmit={submit} noValidate>
        <FormError message={errors.form} />
        {sized.length > 0 && (
          <SelectField label="Size" value={sku ?? ''} onChange={(e) => setSku(e.target.value)} hint={variant ? <span className="mono">{variant.sku}</span> : undefined}>
            {sized.map((v) => (
              <option key={v.id} value={v.sku}>
                {v.size} · {v.stock} in stock
              </option>
            ))}
          </SelectField>
        )}
        <p>
          Now in stock{variant ? ` (size ${variant.size})` : ''}: <strong>{stockNow}</strong>
        </p>
        <SelectField label="Reason" value={reason} onChange={(e) => setReason(e.target.value as StockAdjustReason)} hint={REASONS.find((r) => r.value === reason)?.hint}>
          {REASONS.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </SelectField>
        <fieldset className="fieldset segmented">
          <legend className="field__label">Change</legend>
          <label>
            <input type="radio" name="mode" checked={mode === 'delta'} onChange={() => setMode('delta')} /> Add or remove units
          </label>
          <label>
            <input type="radio" name="mode" checked={mode === 'count'} onChange={() => setMode('count')} /> Set the counted number
          </label>
        </fieldset>
        <TextField
          label={mode === 'count' ? 'Units counted' : reason === 'DAMAGED' ? 'Units damaged' : 'Units (negative to remove)'}
          inputMode="numeric"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount}
          hint={after !== null && after >= 0 ? `After this: ${after} in stock.` : undefined}
          required
        />
        <TextField label="Note" value={note} onChange={(e) => setNote(e.target.value)} error={errors.note} maxLength={500} hint="Optional: a supplier's bill number, what happened." />
      </form>
    </Modal>
  );
}

export function ThresholdDialog({ product, onClose }: { product: StockRowFragment; onClose: () => void }) {
  const [value, setValue] = useState(String(product.lowStockThreshold));
  const [error, setError] = useState<string | undefined>();
  const [save, { loading }] = useMutation(SetLowStockThresholdDocument);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!/^\d+$/.test(value.trim())) return setError('Enter a whole number, 0 or more.');
    try {
      await save({ variables: { productId: product.id, threshold: Number(value.trim()) } });
      toast.success(`${product.name} (${product.color}) is low at ${value.trim()} or fewer.`);
      onClose();
    } catch (err) {
      setError(messageOf(err));
    }
  }

  return (
    <Modal
      open
      title={`Low-stock threshold: ${product.name} (${product.color})`}
      onClose={onClose}
      footer={<DialogFooter formId="threshold" onCancel={onClose} busy={loading} submitLabel="Save" />}
    >
      <form id="threshold" onSubmit={submit} noValidate>
        <TextField label="Low at or below" inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value)} error={error} hint="0 puts it on the list only when it is out of stock." />
      </form>
    </Modal>
  );
}

const HISTORY_PAGE = 20;

/** The stock ledger of a product, all sizes or (filter, or `sku` given) one size's, newest first. */
export function StockHistoryDialog({ product, sku: given, onClose }: { product: StockProduct; sku?: string; onClose: () => void }) {
  const sized = sizedOf(product);
  const [offset, setOffset] = useState(0);
  const [sku, setSku] = useState(given ?? '');
  const { data, previousData, loading } = useQuery(StockLedgerDocument, { variables: { productId: product.id, sku: sku || undefined, limit: HISTORY_PAGE, offset } });
  const page = (data ?? previousData)?.stockLedger;
  return (
    <Modal open wide title={`Stock history: ${product.name} (${product.color})`} onClose={onClose} footer={<button type="button" className="btn" onClick={onClose}>Close</button>}>
      {sized.length > 0 && (
        <div className="filter-inline">
          <SelectField
            label="Size (SKU)"
            value={sku}
            onChange={(e) => {
              setSku(e.target.value);
              setOffset(0);
            }}
          >
            <option value="">All sizes</option>
            {sized.map((v) => (
              <option key={v.id} value={v.sku}>
                {v.size} · {v.sku}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      <DataTable
        caption="Stock history"
        rows={page?.items}
        rowKey={(e) => e.id}
        loading={loading}
        page={{ offset, limit: HISTORY_PAGE, total: page?.total }}
        onPage={setOffset}
        empty={<p>No changes recorded.</p>}
        columns={[
          { key: 'at', header: 'When', render: (e) => formatDateTime(e.at) },
          {
            key: 'size',
            header: 'Size · SKU',
            render: (e) =>
              e.sku ? (
                <span>
                  {sizeName(e.size) ?? '—'} · <span className="mono">{e.sku}</span>
                </span>
              ) : (
                <span className="muted">Whole product</span>
              ),
          },
          { key: 'reason', header: 'Reason', render: (e) => <div className="cell-stack"><span>{LEDGER_WORDS[e.reason] ?? e.reason}</span>{e.note && <span className="muted">{e.note}</span>}</div> },
          { key: 'delta', header: 'Change', align: 'end', render: (e) => (e.delta > 0 ? `+${e.delta}` : String(e.delta)) },
          { key: 'after', header: 'After', align: 'end', render: (e) => e.balanceAfter },
          { key: 'who', header: 'By', render: (e) => e.staffEmail ?? (e.orderId ? `Order #${e.orderId.slice(-6).toUpperCase()}` : '—') },
        ]}
      />
    </Modal>
  );
}
