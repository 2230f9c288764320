import { Link } from 'react-router-dom';
import { ModalDialog } from '../../components/modal-dialog';
import './checkout-maintenance-dialog.css';
import { paths } from '../../lib/paths';
import { CHECKOUT_PAUSED } from '../../lib/shop-messages';

/** 'Checkout Under Maintenance': the cart cannot check out; Buy Now on a product page can. */
export function CheckoutMaintenanceDialog({ open, onClose, products }: { open: boolean; onClose: () => void; products: { id: string; name: string }[] }) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={CHECKOUT_PAUSED}
      className="maintenance-dialog"
      footer={
        <button type="button" className="btn btn--block" onClick={onClose} autoFocus>
          OK, got it
        </button>
      }
    >
      <p>Checking out from the cart is paused while we improve it. Please use Buy Now on the product page to place your order.</p>
      {products.length > 0 && (
        <ul aria-label="Buy Now from a product page">
          {products.map((p) => (
            <li key={p.id}>
              <Link to={paths.product(p.id)}>Buy Now: {p.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </ModalDialog>
  );
}
