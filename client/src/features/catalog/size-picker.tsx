/** Sizes S, M, L, XL, 2XL, 3XL, shown when the product has sizes. A radio group of buttons. */
export function SizePicker({ sizes, value, onChange }: { sizes: string[]; value: string | null; onChange: (size: string) => void }) {
  if (sizes.length === 0) return null;
  return (
    <fieldset className="picker">
      <legend className="picker__label">
        Size{value ? <span className="picker__value">: {value}</span> : <span className="picker__hint"> (select one)</span>}
      </legend>
      <div className="picker__options">
        {sizes.map((s) => (
          <label key={s} className={`size-option${value === s ? ' is-selected' : ''}`}>
            <input type="radio" name="size" value={s} checked={value === s} onChange={() => onChange(s)} className="visually-hidden" />
            {s}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
