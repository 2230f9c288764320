import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProductCard } from './product-card';

const product = {
  __typename: 'Product' as const,
  id: 'a1b2',
  name: 'Classic Crew Neck T-Shirt',
  description: 'Soft 180 GSM combed cotton tee with a relaxed fit and ribbed neckline.',
  pricePaise: 39999,
  mrpPaise: 69999,
  offerPercent: 43,
  coverImage: '/media/products/tshirt/black/front.svg',
  stock: 0,
  rating: 4.44,
  ratingCount: 23,
};

describe('ProductCard', () => {
  it('shows name, a 45-character description, rupee prices and links to the product', () => {
    render(
      <MemoryRouter>
        <ProductCard product={product} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: product.name })).toBeTruthy();
    expect(screen.getByText('Soft 180 GSM combed cotton tee with a relaxed…')).toBeTruthy();
    expect(screen.getByText('₹399.99')).toBeTruthy();
    expect(screen.getByText('₹699.99').tagName).toBe('S');
    expect(screen.getByText('43% OFF')).toBeTruthy();
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.getByLabelText('Rated 4.4 out of 5 from 23 reviews').textContent).toContain('4.4');
    expect(screen.getByText('(23)')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/product/a1b2');
    const img = screen.getByAltText(product.name);
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('shows the real rating, or says there are no reviews yet instead of a made-up figure', () => {
    render(
      <MemoryRouter>
        <ProductCard product={{ ...product, rating: 0, ratingCount: 0, stock: 5 }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByText('4.4')).toBeNull();
    expect(screen.queryByText('Out of stock')).toBeNull();
  });
});
