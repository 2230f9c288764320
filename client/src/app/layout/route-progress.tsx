import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The bar's code and CSS load with the first navigation, not with the first view (which has no bar). */
const loadProgress = () =>
  Promise.all([import('nprogress'), import('nprogress/nprogress.css')]).then(([m]) => {
    m.default.configure({ showSpinner: false, trickleSpeed: 120 });
    return m.default;
  });

/** A thin bar on every path change that finishes after 500 ms; no spinner. */
export function RouteProgress() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The page the shopper arrived on is already there (server-rendered): no bar for it.
    if (first.current) {
      first.current = false;
      return;
    }
    let done = false;
    let bar: Awaited<ReturnType<typeof loadProgress>> | undefined;
    void loadProgress().then((p) => {
      bar = p;
      if (!done) p.start();
    });
    const t = setTimeout(() => {
      done = true;
      bar?.done();
    }, 500);
    return () => clearTimeout(t);
  }, [pathname]);
  return null;
}
