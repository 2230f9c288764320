import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ShippingRulesDocument } from '../gql/graphql';
import { describe, expect, it } from 'vitest';
import AboutScreen from './about';
import PrivacyScreen from './privacy';
import ReturnsScreen from './returns';
import ShippingScreen from './shipping';
import TermsScreen from './terms';

/** The owner's shipping rules as the server answers them (the defaults), already in the cache: pages read them from there. */
function clientWithRules(rules = { freeOverPaise: 100000, flatPaise: 7000, codFeePaise: 0 }) {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  client.writeQuery({ query: ShippingRulesDocument, data: { shippingRules: { __typename: 'ShippingRules', ...rules } as typeof rules } });
  return client;
}

function textOf(Screen: ComponentType, client = clientWithRules()): string {
  const { container, unmount } = render(
    <ApolloProvider client={client}>
      <MemoryRouter>
        <Screen />
      </MemoryRouter>
    </ApolloProvider>,
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
  ['free shipping at or over ₹1,000 (the shipping rules)', /Shipping is free on orders of ₹1,000 or more \(after any discounts\); below that it costs ₹70/, [ShippingScreen, TermsScreen, AboutScreen]],
];

describe('policy pages', () => {
  it.each(FACTS)('state that %s', (_fact, pattern, pages) => {
    for (const page of pages) expect(textOf(page), page.name).toMatch(pattern);
  });

  it('state the shipping rules the owner set, not a fixed figure', () => {
    const text = textOf(ShippingScreen, clientWithRules({ freeOverPaise: 150000, flatPaise: 4900, codFeePaise: 2500 }));
    expect(text).toMatch(/Shipping is free on orders of ₹1,500 or more \(after any discounts\); below that it costs ₹49, shown in your cart and at checkout\. Cash on delivery adds ₹25\./);
    expect(text).not.toMatch(/₹1000/);
  });

  it('give each page a table of contents whose links reach its sections', () => {
    for (const Screen of [AboutScreen, TermsScreen, PrivacyScreen, ShippingScreen, ReturnsScreen]) {
      const { container, unmount } = render(
        <ApolloProvider client={clientWithRules()}>
          <MemoryRouter>
            <Screen />
          </MemoryRouter>
        </ApolloProvider>,
      );
      const links = [...container.querySelectorAll<HTMLAnchorElement>('nav[aria-labelledby="on-this-page"] a')];
      expect(links.length, Screen.name).toBeGreaterThan(2);
      for (const a of links) expect(container.querySelector(a.getAttribute('href')!), a.href).not.toBeNull();
      unmount();
    }
  });
});
