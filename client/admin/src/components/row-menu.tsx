import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  /** Drawn in red: it takes something away (deactivate, cancel). */
  danger?: boolean;
}

/**
 * A menu button (the WAI-ARIA pattern): Enter, Space or Arrow Down opens it on the first item, Arrow Up on
 * the last; arrows, Home and End move between items; Escape closes it and returns to the button; Tab
 * closes it and moves on. `label` names what the actions are for ("Actions for Asha Rao").
 */
export function RowMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState(0);
  const menuId = useId();

  useEffect(() => {
    if (open) items.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const close = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!button.current?.parentElement?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };

  function onButtonKey(e: KeyboardEvent) {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      openAt(0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(actions.length - 1);
    }
  }

  function onMenuKey(e: KeyboardEvent) {
    const last = actions.length - 1;
    const moves: Record<string, number> = { ArrowDown: focusIndex === last ? 0 : focusIndex + 1, ArrowUp: focusIndex === 0 ? last : focusIndex - 1, Home: 0, End: last };
    if (e.key in moves) {
      e.preventDefault();
      setFocusIndex(moves[e.key]);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <div className="row-menu">
      <button
        ref={button}
        type="button"
        className="btn btn--small"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        Actions <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label={label} className="row-menu__list" onKeyDown={onMenuKey}>
          {actions.map((a, i) => (
            <li key={a.label} role="none">
              <button
                ref={(el) => void (items.current[i] = el)}
                type="button"
                role="menuitem"
                tabIndex={i === focusIndex ? 0 : -1}
                className={`row-menu__item${a.danger ? ' row-menu__item--danger' : ''}`}
                onClick={() => {
                  setOpen(false);
                  button.current?.focus();
                  a.onSelect();
                }}
              >
                {a.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
