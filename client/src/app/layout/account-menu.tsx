import { useEffect, useRef, useState } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import { UserIcon } from '../../components/icons';
import { session, type SessionUser } from '../../lib/session';
import { paths } from '../paths';

/** Logged in: My Orders and Logout; logged out: Login. A menu button usable with the keyboard. */
export function AccountMenu({ user, onNavigate }: { user: SessionUser | null; onNavigate: NavigateFunction }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const firstItem = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    firstItem.current?.focus();
    const onClick = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onClick);
    return () => document.removeEventListener('mousedown', onClick);
  }, [open]);

  const go = (to: string) => {
    setOpen(false);
    onNavigate(to);
  };
  const logout = () => {
    session.clearAll();
    window.location.reload();
  };

  return (
    <div
      className="account-menu"
      ref={root}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <button
        className="icon-btn"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={user ? `Account: ${user.username}` : 'Account'}
        onClick={() => setOpen((o) => !o)}
      >
        <UserIcon />
      </button>
      {open && (
        <div className="account-menu__list" role="menu">
          {user ? (
            <>
              <p className="account-menu__hello">Hi, {user.username}</p>
              <button ref={firstItem} role="menuitem" onClick={() => go(paths.myOrders)}>
                My Orders
              </button>
              <button role="menuitem" onClick={logout}>
                Logout
              </button>
            </>
          ) : (
            <button ref={firstItem} role="menuitem" onClick={() => go(paths.login)}>
              Login
            </button>
          )}
        </div>
      )}
    </div>
  );
}
