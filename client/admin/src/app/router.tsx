import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, useParams } from 'react-router-dom';
import { useCurrentStaff } from '../lib/current-staff';
import { AccountScreen } from '../screens/account/account-screen';
import { AuditScreen } from '../screens/audit/audit-screen';
import { DashboardScreen } from '../screens/dashboard/dashboard-screen';
import { DocumentsScreen } from '../screens/documents/documents-screen';
import { MessagesScreen } from '../screens/messages/messages-screen';
import { OrderScreen } from '../screens/orders/order-screen';
import { OrdersScreen } from '../screens/orders/orders-screen';
import { PackingSlipScreen } from '../screens/orders/packing-slip-screen';
import { OutboxScreen } from '../screens/outbox/outbox-screen';
import { ImportScreen } from '../screens/products/import-screen';
import { ProductScreen } from '../screens/products/product-screen';
import { ProductsScreen } from '../screens/products/products-screen';
import { OrderReturnsSection, useOrderReturns } from '../screens/returns/order-returns';
import { ReturnScreen } from '../screens/returns/return-screen';
import { ReturnsScreen } from '../screens/returns/returns-screen';
import { ReviewsScreen } from '../screens/reviews/reviews-screen';
import { StockScreen } from '../screens/stock/stock-screen';
import { SettingsScreen } from '../screens/settings/settings-screen';
import { PromotionsScreen } from '../screens/promotions/promotions-screen';
import { StaffScreen } from '../screens/staff/staff-screen';
import { homeFor, mayOpen, SCREENS } from './screens';
import { AdminRoot } from './shell';
import { AcceptInvitePage, ResetPasswordPage } from './staff-links';

/** The screen, when the signed-in role may use it; otherwise a plain page saying so (the menu hides it anyway). */
function Allowed({ path, children }: { path: string; children: ReactNode }) {
  const staff = useCurrentStaff();
  const entry = SCREENS.find((s) => s.path === path);
  if (entry && !mayOpen(staff, entry)) {
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
  return <Navigate to={`/${homeFor(staff)}`} replace />;
}

/**
 * An order's page with its return and exchange requests from the returns screen. Both are asked for here,
 * in the same render, so the requests do not wait for the order to arrive first.
 */
function OrderWithReturns() {
  const { id = '' } = useParams();
  const returns = useOrderReturns(id);
  return <OrderScreen returns={<OrderReturnsSection requests={returns} />} />;
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
      // Reached from a mailed link, before any session: outside the signed-in frame.
      { path: '/invite', element: <AcceptInvitePage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      {
        path: '/',
        element: <AdminRoot />,
        children: [
          { index: true, element: <Home /> },
          { path: 'dashboard', element: <Allowed path="dashboard"><DashboardScreen /></Allowed> },
          { path: 'orders', element: <Allowed path="orders"><OrdersScreen /></Allowed> },
          { path: 'orders/:id', element: <Allowed path="orders"><OrderWithReturns /></Allowed> },
          { path: 'orders/:id/packing-slip', element: <Allowed path="orders"><PackingSlipScreen /></Allowed> },
          { path: 'documents', element: <Allowed path="documents"><DocumentsScreen /></Allowed> },
          { path: 'returns', element: <Allowed path="returns"><ReturnsScreen /></Allowed> },
          { path: 'returns/:id', element: <Allowed path="returns"><ReturnScreen /></Allowed> },
          { path: 'products', element: <Allowed path="products"><ProductsScreen /></Allowed> },
          { path: 'products/new', element: <Allowed path="products"><ProductScreen /></Allowed> },
          { path: 'products/import', element: <Allowed path="products"><ImportScreen /></Allowed> },
          { path: 'products/:id', element: <Allowed path="products"><ProductScreen /></Allowed> },
          { path: 'stock', element: <Allowed path="stock"><StockScreen /></Allowed> },
          { path: 'messages', element: <Allowed path="messages"><MessagesScreen /></Allowed> },
          { path: 'reviews', element: <Allowed path="reviews"><ReviewsScreen /></Allowed> },
          { path: 'outbox', element: <Allowed path="outbox"><OutboxScreen /></Allowed> },
          { path: 'staff', element: <Allowed path="staff"><StaffScreen /></Allowed> },
          { path: 'audit', element: <Allowed path="audit"><AuditScreen /></Allowed> },
          { path: 'settings', element: <Allowed path="settings"><SettingsScreen /></Allowed> },
          { path: 'promotions', element: <Allowed path="promotions"><PromotionsScreen /></Allowed> },
          { path: 'account', element: <AccountScreen /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
    { basename: '/admin' },
  );
}
