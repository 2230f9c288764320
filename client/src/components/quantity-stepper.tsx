import './quantity-stepper.css';

/** − n +, never below `min` nor above `max`; each step asks `onChange` for the next value. */
export function QuantityStepper({
  value,
  min = 1,
  max,
  onChange,
  label,
  disabled = false,
}: {
  value: number;
  min?: number;
  max: number;
  onChange: (next: number) => void;
  /** What is being counted, for screen readers: "Quantity of Classic Tee". */
  label: string;
  disabled?: boolean;
}) {
  return (
    <div className="qty-stepper" role="group" aria-label={label}>
      <button type="button" aria-label="Decrease quantity" disabled={disabled || value <= min} onClick={() => onChange(Math.max(min, value - 1))}>
        −
      </button>
      <output aria-live="polite" aria-label="Quantity">{value}</output>
      <button type="button" aria-label="Increase quantity" disabled={disabled || value >= max} onClick={() => onChange(Math.min(max, value + 1))}>
        +
      </button>
    </div>
  );
}
