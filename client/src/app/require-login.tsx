import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSessionUser } from '../lib/session';
import { paths } from '../lib/paths';

/** Login-only routes: visitors go to /login, which brings them back here afterwards. */
export function RequireLogin() {
  const user = useSessionUser();
  const location = useLocation();
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
