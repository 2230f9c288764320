import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

NProgress.configure({ showSpinner: false, trickleSpeed: 120 });

/** Spec: a thin bar on every path change that finishes after 500 ms; no spinner. */
export function RouteProgress() {
  const { pathname } = useLocation();
  useEffect(() => {
    NProgress.start();
    const t = setTimeout(() => NProgress.done(), 500);
    return () => clearTimeout(t);
  }, [pathname]);
  return null;
}
