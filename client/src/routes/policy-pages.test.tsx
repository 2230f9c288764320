import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AboutScreen from './about';
import PrivacyScreen from './privacy';
import ReturnsScreen from './returns';
import ShippingScreen from './shipping';
import TermsScreen from './terms';

function textOf(Screen: ComponentType): string {
  const { container, unmount } = render(
    <MemoryRouter>
      <Screen />
    </MemoryRouter>,
  );
  const text = (container.textContent ?? '').replace(/\s+/g, ' ');
  unmount();
  return text;
}

/** Every policy fact the shop states (ages, shipping, returns, …), and the page(s) a shopper finds it on. */
const FACTS: [fact: string, pattern: RegExp, pages: ComponentType[]][] = [
  ['orders processed in 24 to 48 hours', /processed within 24 to 48 hours/, [ShippingScreen, TermsScreen]],
  ['delivery 4 to 7 working days after shipping', /4 to 7 working days after (your order has shipped|they ship)/, [ShippingScreen, TermsScreen]],
  ['exchange within 3-4 days of delivery', /exchange .*within 3-4 days of delivery/i, [ReturnsScreen, TermsScreen]],
  ['returns on the day of delivery', /return must be requested on the same day your order is delivered/i, [ReturnsScreen]],
  ['unpacking and condition videos', /unpacking video.*condition video/i, [ReturnsScreen, TermsScreen]],
  ['one return or exchange per product', /returned or exchanged once/, [ReturnsScreen, TermsScreen]],
  ['refunds in 5-7 working days', /refund.*5-7 working days/i, [ReturnsScreen, TermsScreen]],
  ['shipping charges not refundable', /Shipping charges are non-refundable/, [ShippingScreen, ReturnsScreen, TermsScreen]],
  ['sale items not returnable unless damaged', /not returnable unless they arrive damaged/, [ReturnsScreen, TermsScreen]],
  ['cancellation before shipping', /cancel(led)? (an order )?only before (it ships|they ship)|can be cancelled only before it ships/i, [ShippingScreen, ReturnsScreen, TermsScreen]],
  ['requests by e-mail with order id and reason', /e-mail .*order id.* reason/i, [ShippingScreen, ReturnsScreen, TermsScreen]],
  ['buyers 18 or over', /18 (years or older|or over)/, [TermsScreen, PrivacyScreen]],
  ['the site for ages 13 and up', /aged 13 and up/, [PrivacyScreen, TermsScreen]],
  ['free shipping over ₹1000', /free (shipping )?on orders over ₹1000/i, [ShippingScreen, TermsScreen, AboutScreen]],
];

describe('policy pages', () => {
  it.each(FACTS)('state that %s', (_fact, pattern, pages) => {
    for (const page of pages) expect(textOf(page), page.name).toMatch(pattern);
  });

  it('give each page a table of contents whose links reach its sections', () => {
    for (const Screen of [AboutScreen, TermsScreen, PrivacyScreen, ShippingScreen, ReturnsScreen]) {
      const { container, unmount } = render(
        <MemoryRouter>
          <Screen />
        </MemoryRouter>,
      );
      const links = [...container.querySelectorAll<HTMLAnchorElement>('nav[aria-labelledby="on-this-page"] a')];
      expect(links.length, Screen.name).toBeGreaterThan(2);
      for (const a of links) expect(container.querySelector(a.getAttribute('href')!), a.href).not.toBeNull();
      unmount();
    }
  });
});
