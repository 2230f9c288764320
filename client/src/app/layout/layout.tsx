import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { Footer } from './footer';
import { Header } from './header';
import { RouteProgress } from './route-progress';

/** The shared layout of spec section 2: progress bar, sticky header, page, footer (the toast area is in AppRoot). */
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
      {/* Every fresh load (no history entry yet) has the key 'default': keyed by path instead, so one page's
          scroll position never carries over to a different page opened in the same tab. */}
      <ScrollRestoration getKey={(location) => (location.key === 'default' ? `default:${location.pathname}` : location.key)} />
    </>
  );
}

/** The one toast area (rendered by AppRoot). Spec: top right, 3000 ms, coloured, closable by click, pausable on hover and focus loss, draggable. */
export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={3000}
      theme="colored"
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      draggable
      newestOnTop
    />
  );
}
