import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CloseIcon } from '../../components/icons';
import { paths } from '../paths';

/** Spec: Products, MEN, WOMEN, LGBTQ, My Orders (logged in only), Contact. A modal drawer; Escape closes it. */
export function MobileMenu({ open, loggedIn, onClose }: { open: boolean; loggedIn: boolean; onClose: () => void }) {
  const closeBtn = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) closeBtn.current?.focus();
  }, [open]);
  if (!open) return null;
  const items = [
    { label: 'Products', to: paths.products() },
    { label: 'MEN', to: paths.products({ cat: 'MEN' }) },
    { label: 'WOMEN', to: paths.products({ cat: 'WOMEN' }) },
    { label: 'LGBTQ', to: paths.products({ cat: 'LGBTQ+' }) },
    ...(loggedIn ? [{ label: 'My Orders', to: paths.myOrders }] : []),
    { label: 'Contact', to: paths.contact },
  ];
  return (
    <div className="drawer-backdrop" onClick={onClose}>
      <nav
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
        }}
      >
        <div className="drawer__head">
          <span className="logo__word">Rangrez</span>
          <button ref={closeBtn} className="icon-btn" aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <ul className="drawer__list">
          {items.map((i) => (
            <li key={i.label}>
              <Link to={i.to} onClick={onClose}>
                {i.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
