import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { Drawer } from '../../components/drawer';
import { CartIcon, GlobeIcon, HeartIcon, MenuIcon, SearchIcon } from '../../components/icons';
import { useSessionUser } from '../../lib/session';
import { HEADER_CATEGORIES, paths, PROMO_LABELS } from '../../lib/paths';
import { AccountMenu } from './account-menu';
import { MobileMenu } from './mobile-menu';
import { SearchBox } from './search-box';
import { useBadgeCounts } from './use-badges';
import './header.css';

/** Pages where the promo strip is hidden: contact and teams. */
const NO_PROMO = [paths.contact, paths.teams];

export function Header() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const activeCat = pathname === '/products' ? params.get('cat') : null;
  const counts = useBadgeCounts(!!user);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);

  useEffect(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  }, [pathname]);

  const guarded = (warning: string) => (e: React.MouseEvent) => {
    if (user) return;
    e.preventDefault();
    toast.warn(warning);
  };

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <button
          className="icon-btn site-header__menu-btn"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
        <Link to={paths.home} className="logo" aria-label="Rangrez home">
          <span className="logo__mark" aria-hidden="true" />
          <span className="logo__word">Rangrez</span>
        </Link>
        <nav className="site-header__cats" aria-label="Categories">
          {HEADER_CATEGORIES.map((c) => (
            <Link key={c} to={paths.products({ cat: c })} aria-current={activeCat === c ? 'page' : undefined}>
              {c}
            </Link>
          ))}
        </nav>
        <div className="site-header__search">
          <SearchBox />
        </div>
        <div className="site-header__icons">
          <button className="icon-btn site-header__search-btn" aria-label="Search" onClick={() => setSearchOpen(true)}>
            <SearchIcon />
          </button>
          <span className="icon-btn site-header__globe" title="India · English" aria-label="Language: English (India)" role="img">
            <GlobeIcon />
          </span>
          <Link
            to={user ? paths.wishlist(user._id) : '#'}
            className="icon-btn badge-host"
            aria-label={`Wishlist, ${user ? counts.wishlist : 0} items`}
            onClick={guarded('Login to view your wishlist !')}
          >
            <HeartIcon />
            <span className="badge" data-testid="wishlist-badge">{user ? counts.wishlist : 0}</span>
          </Link>
          <Link
            to={user ? paths.cart(user._id) : '#'}
            className="icon-btn badge-host"
            aria-label={user ? `Cart, ${counts.cart} items` : 'Cart'}
            onClick={guarded('Login to view your cart !')}
          >
            <CartIcon />
            {user && <span className="badge" data-testid="cart-badge">{counts.cart}</span>}
          </Link>
          <AccountMenu user={user} onNavigate={navigate} />
        </div>
      </div>
      {!NO_PROMO.includes(pathname.replace(/\/+$/, '')) && (
        <nav className="promo-strip" aria-label="Offers">
          <ul>
            {PROMO_LABELS.map((label, i) => (
              <li key={`${label}-${i}`}>
                <Link to={paths.products({ cat: label })}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Drawer open={searchOpen} onClose={() => setSearchOpen(false)} side="top" label="Search products" closeLabel="Close search" head={<h2>Search</h2>}>
        <SearchBox autoFocus onDone={() => setSearchOpen(false)} />
      </Drawer>
      <MobileMenu
        open={menuOpen}
        loggedIn={!!user}
        onClose={() => setMenuOpen(false)}
      />
    </header>
  );
}
