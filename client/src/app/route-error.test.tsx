import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error';

function Boom(): never {
  throw new Error('The product list exploded');
}

describe('RouteError', () => {
  it("shows 'Unexpected Application Error!' with the thrown message", async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('The product list exploded')).toBeTruthy();
    spy.mockRestore();
  });
});
