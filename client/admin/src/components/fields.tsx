import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldFrame {
  label: string;
  /** A line of help under the label's control. */
  hint?: ReactNode;
  /** What is wrong with the value, worded for people; marks the control invalid and is read with it. */
  error?: string;
}

/** The ids that tie a control to its hint and error (aria-describedby), and the frame around it. */
function useFrame({ hint, error }: FieldFrame) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

function Frame({ id, label, hint, hintId, error, errorId, children, required }: FieldFrame & { id: string; hintId?: string; errorId?: string; children: ReactNode; required?: boolean }) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <span className="field__required"> (required)</span>}
      </label>
      {children}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({ label, hint, error, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const f = useFrame({ label, hint, error });
  return (
    <Frame {...f} label={label} hint={hint} error={error} required={input.required}>
      <input className="input" id={f.id} aria-invalid={error ? true : undefined} aria-describedby={f.describedBy} {...input} />
    </Frame>
  );
}

export function TextAreaField({ label, hint, error, ...input }: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const f = useFrame({ label, hint, error });
  return (
    <Frame {...f} label={label} hint={hint} error={error} required={input.required}>
      <textarea className="input input--area" id={f.id} aria-invalid={error ? true : undefined} aria-describedby={f.describedBy} {...input} />
    </Frame>
  );
}

export function SelectField({ label, hint, error, children, ...select }: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  const f = useFrame({ label, hint, error });
  return (
    <Frame {...f} label={label} hint={hint} error={error} required={select.required}>
      <select className="input" id={f.id} aria-invalid={error ? true : undefined} aria-describedby={f.describedBy} {...select}>
        {children}
      </select>
    </Frame>
  );
}

export function CheckboxField({ label, hint, error, ...input }: FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const f = useFrame({ label, hint, error });
  return (
    <div className={`field field--check${error ? ' field--invalid' : ''}`}>
      <input type="checkbox" id={f.id} aria-invalid={error ? true : undefined} aria-describedby={f.describedBy} {...input} />
      <div>
        <label className="field__label" htmlFor={f.id}>
          {label}
        </label>
        {hint && (
          <p className="field__hint" id={f.hintId}>
            {hint}
          </p>
        )}
        {error && (
          <p className="field__error" id={f.errorId}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/** A refusal about the form as a whole (not one field), announced when it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div className="form-error" role="alert">
      {message}
    </div>
  );
}

/**
 * A text filter that asks the server once the typing pauses (not at every key), and at once on Enter.
 * It keeps its own text while typing, and follows the address when that changes (back button, reset).
 */
export function SearchField({ value, onCommit, delayMs = 350, ...rest }: FieldFrame & { value: string; onCommit: (value: string) => void; delayMs?: number } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const commit = useRef(onCommit);
  commit.current = onCommit;
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = text;
      commit.current(text);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return (
    <TextField
      {...rest}
      type="search"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && text !== committed.current) {
          committed.current = text;
          onCommit(text);
        }
      }}
    />
  );
}
