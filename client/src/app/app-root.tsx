import { Outlet } from 'react-router-dom';
import { Toasts } from './layout/layout';

/**
 * Above every screen, the shared layout and /login alike: one toast area, so a toast raised on one
 * screen ('Login successful!') is still shown after navigating to another.
 */
export function AppRoot() {
  return (
    <>
      <Outlet />
      <Toasts />
    </>
  );
}
