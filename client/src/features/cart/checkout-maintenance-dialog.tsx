import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CloseIcon } from '../../components/icons';
import './checkout-maintenance-dialog.css';

/**
 * 'Checkout Under Maintenance' (spec section 2): the cart cannot check out; Buy Now on a product page can.
 * A native modal dialog: focus moves into it, Escape closes it, the page behind is inert.
 */
export function CheckoutMaintenanceDialog({ open, onClose, products }: { open: boolean; onClose: () => void; products: { id: string; name: string }[] }) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog ref={ref} className="maintenance-dialog" aria-labelledby="maintenance-title" onClose={onClose} onCancel={onClose}>
      <button type="button" className="icon-btn maintenance-dialog__close" aria-label="Close" onClick={onClose}>
        <CloseIcon />
      </button>
      <h2 id="maintenance-title">Checkout Under Maintenance</h2>
      <p>Checking out from the cart is paused while we improve it. Please use Buy Now on the product page to place your order.</p>
      {products.length > 0 && (
        <ul aria-label="Buy Now from a product page">
          {products.map((p) => (
            <li key={p.id}>
              <Link to={`/product/${p.id}`}>Buy Now: {p.name}</Link>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="btn btn--block" onClick={onClose} autoFocus>
        OK, got it
      </button>
    </dialog>
  );
}
