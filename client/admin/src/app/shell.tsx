import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { TopProgressBar } from '../components/progress-bar';
import { CurrentStaffDocument } from '../gql/graphql';
import { endSession } from '../lib/apollo';
import { CurrentStaffContext } from '../lib/current-staff';
import { messageOf } from '../lib/errors';
import { staffSession, useStaffSession } from '../lib/session';
import { ACCOUNT, screensFor } from './screens';
import { SignIn } from './sign-in';

/** The back office's frame: sign-in until there is a session, then the navigation, the top bar and the screen. */
export function AdminRoot() {
  const { status } = useStaffSession();
  return (
    <>
      <TopProgressBar />
      {status === 'signed-out' ? <SignIn /> : <SignedIn />}
    </>
  );
}

function SignedIn() {
  const { data, error, refetch } = useQuery(CurrentStaffDocument, { fetchPolicy: 'network-only' });
  const [signingOut, setSigningOut] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  // A new screen: the menu closes (on a phone) and focus moves to the screen, so keyboard and screen
  // reader users start at its heading rather than in the navigation they just used.
  useEffect(() => {
    setMenuOpen(false);
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [location.pathname]);

  const staff = data?.currentStaff;
  // A new tab's first answer: the cookie's session is live.
  useEffect(() => {
    if (staff) staffSession.confirmed();
  }, [staff]);

  async function signOut() {
    setSigningOut(true);
    // Ends the session on the server and clears its cookie; it ends here whatever the server said.
    await staffSession.endOnServer();
    setSigningOut(false);
    endSession('You have signed out.');
  }

  if (error && !staff) {
    return (
      <main className="sign-in">
        <div className="sign-in__card" role="alert">
          <h1 className="sign-in__title">The back office could not start</h1>
          <p>{messageOf(error)}</p>
          <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
            Try again
          </button>{' '}
          <button type="button" className="btn" onClick={() => staffSession.signOut(null)}>
            Sign in again
          </button>
        </div>
      </main>
    );
  }

  const screens = staff ? screensFor(staff) : [];
  return (
    <div className={`shell${menuOpen ? ' shell--menu-open' : ''}`}>
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <header className="topbar">
        <button
          type="button"
          className="btn btn--plain topbar__menu"
          aria-expanded={menuOpen}
          aria-controls="admin-nav"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span aria-hidden="true">☰</span> Menu
        </button>
        <p className="topbar__brand">Rangrez admin</p>
        <div className="topbar__who">
          {staff ? (
            <>
              <span className="topbar__name">{staff.name}</span>
              <span className="role-badge">{staff.roleLabel}</span>
            </>
          ) : (
            <span className="skeleton skeleton--text" aria-hidden="true" />
          )}
          <button type="button" className="btn btn--small" onClick={() => void signOut()} disabled={signingOut}>
            Sign out
          </button>
        </div>
      </header>
      <nav id="admin-nav" className="sidenav" aria-label="Back office">
        <ul>
          {screens.map((s) => (
            <li key={s.path}>
              <NavLink to={`/${s.path}`}>{s.label}</NavLink>
            </li>
          ))}
          {staff && (
            <li className="sidenav__sep">
              <NavLink to={`/${ACCOUNT.path}`}>{ACCOUNT.label}</NavLink>
            </li>
          )}
        </ul>
        {!staff && (
          <div aria-hidden="true">
            {[1, 2, 3, 4].map((i) => (
              <span key={i} className="skeleton skeleton--nav" />
            ))}
          </div>
        )}
      </nav>
      <main id="admin-main" ref={main} tabIndex={-1} className="content">
        {staff ? (
          <CurrentStaffContext.Provider value={staff}>
            <Outlet />
          </CurrentStaffContext.Provider>
        ) : (
          <div aria-busy="true" className="page">
            <span className="skeleton skeleton--title" />
            <span className="skeleton skeleton--block" />
          </div>
        )}
      </main>
    </div>
  );
}
