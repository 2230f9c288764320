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
  salePricePaise: null as number | null,
  offerPercent: 42,
  coverPhoto: { id: '/media/products/tshirt/black/front.svg', alt: '', width: 800, height: 800, src: '/media/products/tshirt/black/front.svg', srcSet: '', avifSrcSet: '', webpSrcSet: '' },
  stock: 0,
  fromPricePaise: 39999,
  sizePricesVary: false,
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
    expect(screen.getByText('42% OFF')).toBeTruthy();
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.getByLabelText('Rated 4.4 out of 5 from 23 reviews').textContent).toContain('4.4');
    expect(screen.getByText('(23)')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/product/a1b2');
    const img = screen.getByAltText(product.name);
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('draws an uploaded photo as a <picture>: AVIF and WebP sources, the JPEG with its widths, its own size and alt text', () => {
    const photo = {
      id: 'm1',
      alt: 'Black tee, front, folded',
      width: 1600,
      height: 1200,
      src: '/media/photos/abc-960.jpg',
      srcSet: '/media/photos/abc-320.jpg 320w, /media/photos/abc-960.jpg 960w',
      avifSrcSet: '/media/photos/abc-320.avif 320w, /media/photos/abc-960.avif 960w',
      webpSrcSet: '/media/photos/abc-320.webp 320w, /media/photos/abc-960.webp 960w',
    };
    const { container } = render(
      <MemoryRouter>
        <ProductCard product={{ ...product, coverPhoto: photo }} priority="high" />
      </MemoryRouter>,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0].getAttribute('srcset')).toBe(photo.avifSrcSet);
    expect(sources[0].getAttribute('sizes')).toMatch(/vw/);
    const img = screen.getByAltText('Black tee, front, folded');
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect([img.getAttribute('src'), img.getAttribute('srcset'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([photo.src, photo.srcSet, '1600', '1200']);
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it('during a sale shows the sale price with the MRP struck through and the real percent off it', () => {
    render(
      <MemoryRouter>
        <ProductCard product={{ ...product, salePricePaise: 33999 }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('₹339.99')).toBeTruthy();
    expect(screen.getByLabelText('MRP ₹699.99')).toBeTruthy();
    // (69999 − 33999) / 69999 = 51.4 %: shown as 51, never rounded up.
    expect(screen.getByText('51% OFF')).toBeTruthy();
    expect(screen.queryByText('₹399.99')).toBeNull();
  });

  it('draws a generated picture as a bare <img>, lazily below the first view', () => {
    const { container } = render(
      <MemoryRouter>
        <ProductCard product={product} />
      </MemoryRouter>,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByAltText(product.name);
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('fetchpriority')]).toEqual([product.coverPhoto.src, '800', '800', null]);
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

  it('says "from" the cheapest size when its sizes cost different amounts, with the offer for that price', () => {
    const sized = { ...product, stock: 9, pricePaise: 49900, mrpPaise: 99900, offerPercent: 50, fromPricePaise: 44900, sizePricesVary: true };
    const { container } = render(
      <MemoryRouter>
        <ProductCard product={sized} />
      </MemoryRouter>,
    );
    expect(container.querySelector('.product-card__price')?.textContent).toBe('from ₹449.00₹999.0055% OFF');
  });

  it('shows the one price, without "from", when every size costs the same', () => {
    const same = { ...product, stock: 9, fromPricePaise: 39999, sizePricesVary: false };
    const { container } = render(
      <MemoryRouter>
        <ProductCard product={same} />
      </MemoryRouter>,
    );
    expect(container.querySelector('.product-card__price')?.textContent).toBe('₹399.99₹699.9942% OFF'); // the real percent, rounded down
  });
});
