import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireLogin } from '../../app/require-login';
import { session } from '../../lib/session';
import { BuyNow, type BuyNowProps } from './buy-now';

const ADDRESS = { area: 'Sector 62', state: 'Uttar Pradesh', district: 'Gautam Buddha Nagar', address: 'B-12', pincode: '201309', landmark: 'Metro', mobileNumber: '9876543210' };
const USER = { _id: 'u1', token: 't', username: 'asha', email: 'asha@example.in' };

function Checkout() {
  const location = useLocation();
  return <p data-testid="checkout">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>;
}

function LoginPage() {
  const location = useLocation();
  return <p data-testid="login">{`login page, then back to ${(location.state as { from?: string } | null)?.from}`}</p>;
}

function renderBuyNow(props: Partial<BuyNowProps> = {}) {
  const all: BuyNowProps = { product: { id: 'p1', availableSizes: ['S', 'M'], stock: 3 }, size: 'M', color: 'black', ...props };
  render(
    <MemoryRouter initialEntries={['/product/p1']}>
      <Routes>
        <Route path="/product/:id" element={<BuyNow {...all} />} />
        <Route element={<RequireLogin />}>
          <Route path="/order" element={<Checkout />} />
        </Route>
        <Route path="/login" element={<LoginPage />} />
      </Routes>
      <ToastContainer />
    </MemoryRouter>,
  );
}

const click = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'BUY NOW' }));
  });
};

describe('BuyNow', () => {
  // The session caches what it read; start every test logged out with no address.
  beforeEach(() => session.clearAll());

  it('is a disabled OUT OF STOCK below stock 1', () => {
    renderBuyNow({ product: { id: 'p1', availableSizes: [], stock: 0 } });
    expect((screen.getByRole('button', { name: 'OUT OF STOCK' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends a visitor through /login, to come back to this very checkout', async () => {
    session.setDelivery(ADDRESS);
    renderBuyNow();
    await click();
    expect((await screen.findByTestId('login')).textContent).toBe('login page, then back to /order?product=p1&size=M&color=black');
    expect(screen.queryByTestId('checkout')).toBeNull();
  });

  it('wants a size first when the product has sizes', async () => {
    session.setUser(USER);
    renderBuyNow({ size: null });
    await click();
    expect(await screen.findByText('please select size first')).toBeTruthy();
    expect(screen.queryByTestId('checkout')).toBeNull();
  });

  it('with a size but an incomplete address, says all fields are compulsory', async () => {
    session.setUser(USER);
    session.setDelivery({ ...ADDRESS, mobileNumber: '98765' });
    renderBuyNow();
    await click();
    expect(await screen.findByText('all feilds are compulsory and mobile number should be valid !')).toBeTruthy();
  });

  it('opens /order with the product, size and colour in the state and the URL', async () => {
    session.setUser(USER);
    session.setDelivery(ADDRESS);
    renderBuyNow();
    await click();
    const text = screen.getByTestId('checkout').textContent!;
    expect(text).toContain('/order?product=p1&size=M&color=black');
    expect(text).toContain('"productId":"p1","size":"M","color":"black"');
  });

  it('a product without sizes needs no size', async () => {
    session.setUser(USER);
    session.setDelivery(ADDRESS);
    renderBuyNow({ product: { id: 'mug', availableSizes: [], stock: 1 }, size: null, color: 'white' });
    await click();
    expect(screen.getByTestId('checkout').textContent).toContain('/order?product=mug&color=white');
  });
});
