import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import { UserIcon } from '../../components/icons';
import { HeaderBadgesDocument } from '../../gql/graphql';
import { session, type SessionUser } from '../../lib/session';
import { paths } from '../../lib/paths';

/** Logout: every trace of the shopper leaves this browser, then the page starts afresh. */
function logout() {
  session.clearAll();
  window.location.reload();
}

/**
 * Logged in: My Orders and Logout; logged out: Login. A menu button usable with the keyboard (arrows
 * move, Escape closes and returns focus). It greets the shopper by the name the server knows.
 */
export function AccountMenu({ user, onNavigate }: { user: SessionUser | null; onNavigate: NavigateFunction }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  // The header's one HeaderBadges request asks `me`; the menu reads the answer from the cache.
  const { data } = useQuery(HeaderBadgesDocument, { skip: !user, fetchPolicy: 'cache-only' });
  const name = data?.me.username ?? user?.username;

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onClick = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onClick);
    return () => document.removeEventListener('mousedown', onClick);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const go = (to: string) => {
    setOpen(false);
    onNavigate(to);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      close(true);
      return;
    }
    if (!open || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) return;
    e.preventDefault();
    const items = [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next =
      e.key === 'Home' ? 0 : e.key === 'End' ? items.length - 1 : (at + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
    items[next]?.focus();
  };

  return (
    <div
      className="account-menu"
      ref={root}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (open && !root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        className="icon-btn"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={user ? `Account: ${name}` : 'Account'}
        onClick={() => setOpen((o) => !o)}
      >
        <UserIcon />
      </button>
      {open && (
        <div className="account-menu__list" role="menu" ref={list} aria-label="Account">
          {user ? (
            <>
              <p className="account-menu__hello">Hi, {name}</p>
              <button role="menuitem" tabIndex={-1} onClick={() => go(paths.myOrders)}>
                My Orders
              </button>
              <button role="menuitem" tabIndex={-1} onClick={logout}>
                Logout
              </button>
            </>
          ) : (
            <button role="menuitem" tabIndex={-1} onClick={() => go(paths.login)}>
              Login
            </button>
          )}
        </div>
      )}
    </div>
  );
}
