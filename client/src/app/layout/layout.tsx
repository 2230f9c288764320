import { Outlet, ScrollRestoration } from 'react-router-dom';
import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { toastsWanted } from '../../lib/toast';
import { Footer } from './footer';
import { Header } from './header';
import { RouteProgress } from './route-progress';

const SCROLL_STORAGE_KEY = 'rangrez-scroll-positions';

/**
 * A page's first history entry always has the key 'default', whatever the path. It is keyed by path, and
 * the remembered first-entry positions are forgotten on any fresh load that is not a reload: a reload
 * keeps the shopper's place, a page opened again by link or typed URL starts at the top. Back and Forward
 * within one load restore as usual.
 */
function forgetFirstEntryPositions() {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation?.type === 'reload') return;
  try {
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<string, number>;
    const kept = Object.fromEntries(Object.entries(saved).filter(([key]) => !key.startsWith('default:')));
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    sessionStorage.removeItem(SCROLL_STORAGE_KEY);
  }
}
// Only in the browser: the server renders this layout too, and has no history or storage.
if (typeof window !== 'undefined') forgetFirstEntryPositions();

/** The shared layout: progress bar, sticky header, page, footer (the toast area is in AppRoot). */
export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <RouteProgress />
      <Header />
      <div id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </div>
      <Footer />
      <ScrollRestoration
        storageKey={SCROLL_STORAGE_KEY}
        getKey={(location) => (location.key === 'default' ? `default:${location.pathname}` : location.key)}
      />
    </>
  );
}

// If its chunk cannot be loaded, no toast area this time: never an error in place of the page.
const ShopToastContainer = lazy<ComponentType>(() => import('./toast-container').catch(() => ({ default: () => null })));

/**
 * The one toast area (rendered by AppRoot), mounted once a toast is wanted (see lib/toast): never in the
 * server's HTML, so hydration is not concerned with it.
 */
export function Toasts() {
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ShopToastContainer />
    </Suspense>
  );
}
