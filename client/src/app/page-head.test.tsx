import { describe, expect, it } from 'vitest';
import { pageHead } from './page-head';

const HOSTILE = '</script><script>alert("x")</script> & "quotes" <b>';

describe('the head of a server-rendered page', () => {
  it('escapes every value and keeps the JSON-LD inside its script element', () => {
    const head = pageHead(
      { title: HOSTILE, description: HOSTILE, image: '/media/p.svg', jsonLd: (origin) => ({ name: HOSTILE, url: `${origin}/x` }) },
      'https://shop.example',
      '/product/1',
      new URLSearchParams(),
      true,
    );
    expect(head).not.toContain('<script>alert');
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    const json = head.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)![1];
    expect(JSON.parse(json)).toEqual({ name: HOSTILE, url: 'https://shop.example/x' });
    expect(head).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot; &lt;b&gt; · Rangrez</title>');
    expect(head).toContain('<meta property="og:image" content="https://shop.example/media/p.svg">');
    expect(head).toContain('<meta property="og:type" content="product">');
  });

  it("keeps a listing's category, search and page in its canonical link, not its sort or filters", () => {
    const head = pageHead({ title: 'Men' }, 'https://shop.example', '/products', new URLSearchParams('sort=NEWEST&cat=MEN&min=300&page=2'), false);
    expect(head).toContain('<link rel="canonical" href="https://shop.example/products?cat=MEN&amp;page=2">');
  });

  it('tells search engines not to index a Not Found page', () => {
    expect(pageHead({ title: 'Not Found', status: 404 }, 'https://shop.example', '/x', new URLSearchParams(), false)).toContain(
      '<meta name="robots" content="noindex">',
    );
  });
});
