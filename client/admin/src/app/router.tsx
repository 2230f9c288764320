import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { AccountScreen } from '../screens/account/account-screen';
import { AuditScreen } from '../screens/audit/audit-screen';
import { OrderScreen } from '../screens/orders/order-screen';
import { OrdersScreen } from '../screens/orders/orders-screen';
import { PackingSlipScreen } from '../screens/orders/packing-slip-screen';
import { SettingsScreen } from '../screens/settings/settings-screen';
import { StaffScreen } from '../screens/staff/staff-screen';
import { useCurrentStaff } from './current-staff';
import { homeFor, SCREENS } from './screens';
import { AdminRoot } from './shell';

/** The screen, when the signed-in role may use it; otherwise a plain page saying so (the menu hides it anyway). */
function Allowed({ path, children }: { path: string; children: ReactNode }) {
  const staff = useCurrentStaff();
  const entry = SCREENS.find((s) => s.path === path);
  if (entry && !entry.roles.includes(staff.role)) {
    return (
      <div className="page">
        <h1>Not available to your role</h1>
        <p>This part of the back office is for other roles. Ask an owner if you need it.</p>
      </div>
    );
  }
  return children;
}

function Home() {
  const staff = useCurrentStaff();
  return <Navigate to={`/${homeFor(staff.role)}`} replace />;
}

function NotFound() {
  return (
    <div className="page">
      <h1>Page not found</h1>
      <p>There is no back-office page at this address. Choose a section from the menu.</p>
    </div>
  );
}

/** Every address under /admin; the server answers the same page for all of them. */
export function createAdminRouter() {
  return createBrowserRouter(
    [
      {
        path: '/',
        element: <AdminRoot />,
        children: [
          { index: true, element: <Home /> },
          { path: 'orders', element: <Allowed path="orders"><OrdersScreen /></Allowed> },
          { path: 'orders/:id', element: <Allowed path="orders"><OrderScreen /></Allowed> },
          { path: 'orders/:id/packing-slip', element: <Allowed path="orders"><PackingSlipScreen /></Allowed> },
          { path: 'staff', element: <Allowed path="staff"><StaffScreen /></Allowed> },
          { path: 'audit', element: <Allowed path="audit"><AuditScreen /></Allowed> },
          { path: 'settings', element: <Allowed path="settings"><SettingsScreen /></Allowed> },
          { path: 'account', element: <AccountScreen /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
    { basename: '/admin' },
  );
}
