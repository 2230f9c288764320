/** A recorded value as people read it: Yes/No, "—" for nothing, text as it is, lists and objects compactly. */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(readableValue).join(', ') || '—';
  return JSON.stringify(value);
}

/** From a field name as stored (`requireTotp`, `price_paise`) to words ("Require totp", "Price paise"). */
export function fieldWords(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_.]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface Change {
  field: string;
  before: string;
  after: string;
}

/** The fields whose value differs between before and after, in a stable order (a creation has only after). */
export function changesOf(before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined): Change[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((k) => ({ field: fieldWords(k), before: readableValue(before?.[k]), after: readableValue(after?.[k]) }))
    .filter((c) => c.before !== c.after);
}

/** Before and after, one line per changed field: "Role: manager → owner". */
export function ValueDiff({ before, after }: { before: Record<string, unknown> | null | undefined; after: Record<string, unknown> | null | undefined }) {
  const changes = changesOf(before, after);
  if (!changes.length) return <span className="muted">No values recorded</span>;
  return (
    <dl className="diff">
      {changes.map((c) => (
        <div key={c.field} className="diff__row">
          <dt>{c.field}</dt>
          <dd>
            {c.before !== '—' && (
              <>
                <del className="diff__before">
                  <span className="visually-hidden">was </span>
                  {c.before}
                </del>{' '}
                <span aria-hidden="true">→</span>{' '}
              </>
            )}
            <ins className="diff__after">
              <span className="visually-hidden">{c.before !== '—' ? 'now ' : ''}</span>
              {c.after}
            </ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
