import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AdminDashboardDocument } from '../../gql/graphql';
import { DashboardScreen } from './dashboard-screen';

const figures = {
  __typename: 'AdminDashboard',
  ordersToday: 3,
  ordersThisWeek: 41,
  revenueTodayPaise: 459800,
  revenueThisWeekPaise: 12345678,
  awaitingShipment: 7,
  lowStockCount: 0,
  unreadMessages: 2,
  todayStartsAt: '2026-03-04T18:30:00.000Z',
  weekStartsAt: '2026-03-01T18:30:00.000Z',
  refundsTodayPaise: 0,
  refundsThisWeekPaise: 179899,
  legalDetailsWarning: 'Invoices carry the demo GSTIN 09AAACR1234A1Z1, not the shop’s own. An owner sets the shop’s legal details in Settings.',
};

function renderDashboard() {
  const router = createMemoryRouter([{ path: '/dashboard', element: <DashboardScreen /> }], { initialEntries: ['/dashboard'] });
  render(
    <MockedProvider mocks={[{ request: { query: AdminDashboardDocument }, result: { data: { adminDashboard: figures } } }]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

describe('the dashboard', () => {
  it('shows the day and the week in rupees with Indian grouping, and links each waiting pile to its list', async () => {
    renderDashboard();
    const week = await screen.findByText('Revenue this week');
    expect(week.parentElement?.textContent).toBe('Revenue this week₹1,23,456.78After ₹1,798.99 refunded');
    expect(screen.getByText('Revenue today').parentElement?.textContent).toBe('Revenue today₹4,598.00Net of refunds');
    expect(screen.getByRole('status').textContent).toMatch(/demo GSTIN 09AAACR1234A1Z1.*Open Settings/);
    expect(screen.getByRole('link', { name: 'Open Settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByText('Orders this week').parentElement?.textContent).toBe('Orders this week41');

    const toShip = screen.getByRole('link', { name: /Orders to ship/ });
    expect(toShip.getAttribute('href')).toBe('/orders?status=WAITING');
    expect(within(toShip).getByText('7')).toBeTruthy();
    const lowStock = screen.getByRole('link', { name: /Low stock/ });
    expect(lowStock.getAttribute('href')).toBe('/stock');
    expect(lowStock.textContent).toContain('Everything is stocked');
    expect(screen.getByRole('link', { name: /Unread messages/ }).getAttribute('href')).toBe('/messages?status=NEW');
  });
});
