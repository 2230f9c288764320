import { Link } from 'react-router-dom';
import { Drawer } from '../../components/drawer';
import { paths } from '../../lib/paths';

/** The side menu: Products, MEN, WOMEN, LGBTQ, My Orders (logged in only), Contact. */
export function MobileMenu({ open, loggedIn, onClose }: { open: boolean; loggedIn: boolean; onClose: () => void }) {
  const items = [
    { label: 'Products', to: paths.products() },
    { label: 'MEN', to: paths.products({ cat: 'MEN' }) },
    { label: 'WOMEN', to: paths.products({ cat: 'WOMEN' }) },
    { label: 'LGBTQ', to: paths.products({ cat: 'LGBTQ+' }) },
    ...(loggedIn ? [{ label: 'My Orders', to: paths.myOrders }] : []),
    { label: 'Contact', to: paths.contact },
  ];
  return (
    <Drawer open={open} onClose={onClose} label="Menu" closeLabel="Close menu" head={<span className="logo__word">Rangrez</span>}>
      <nav aria-label="Main">
        <ul className="mobile-menu__list">
          {items.map((i) => (
            <li key={i.label}>
              <Link to={i.to} onClick={onClose}>
                {i.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Drawer>
  );
}
