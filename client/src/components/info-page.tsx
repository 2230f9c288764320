import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { usePageMeta } from '../lib/page-meta';
import { SHOP_CONTACT, supportMail } from '../lib/shop-info';
import './info-page.css';

export interface InfoSection {
  /** The anchor: /rangrez/shipping-policy#delivery-time */
  id: string;
  title: string;
  body: ReactNode;
}

/** The information pages, for "related" links at the foot of each one. */
export const INFO_PAGES = {
  about: { to: paths.about, label: 'About Rangrez' },
  terms: { to: paths.terms, label: 'Terms & Conditions' },
  privacy: { to: paths.privacy, label: 'Privacy Policy' },
  shipping: { to: paths.shipping, label: 'Shipping Policy' },
  returns: { to: paths.returns, label: 'Return & Exchange Policy' },
  contact: { to: paths.contact, label: 'Contact Us' },
} as const;

export type InfoPageKey = keyof typeof INFO_PAGES;

interface InfoPageProps {
  /** The heading, and the browser tab's title. */
  title: string;
  eyebrow?: string;
  lead: ReactNode;
  /** "Last updated" date, for policies. */
  updated?: string;
  /** The few facts most shoppers come for, shown before the full text. */
  highlights?: ReactNode[];
  sections: InfoSection[];
  related?: InfoPageKey[];
}

/**
 * The shared layout of the about and policy pages: a heading, an "at a glance" box, a table of
 * contents (a sticky sidebar on wide screens), numbered sections that can be linked to, a help box
 * and links to the related pages.
 */
export function InfoPage({ title, eyebrow = 'Rangrez policies', lead, updated, highlights, sections, related = [] }: InfoPageProps) {
  usePageMeta({ title, description: typeof lead === 'string' ? lead : undefined });
  return (
    <main className="page info-page">
      <header className="info-page__head">
        <p className="info-page__eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        <p className="info-page__lead">{lead}</p>
        {updated && <p className="info-page__updated">Last updated {updated}</p>}
      </header>

      {highlights && highlights.length > 0 && (
        <aside className="info-page__glance" aria-labelledby="at-a-glance">
          <h2 id="at-a-glance">At a glance</h2>
          <ul>
            {highlights.map((h, i) => (
              <li key={i}>{h}</li>
            ))}
          </ul>
        </aside>
      )}

      <div className="info-page__body">
        <nav className="info-page__toc" aria-labelledby="on-this-page">
          <h2 id="on-this-page">On this page</h2>
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="info-page__text">
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} className="info-page__section" aria-labelledby={`${s.id}-title`}>
              <h2 id={`${s.id}-title`}>
                <span className="info-page__num" aria-hidden="true">
                  {i + 1}.
                </span>
                {s.title}
              </h2>
              {s.body}
            </section>
          ))}

          <aside className="info-page__help" aria-label="Need help?">
            <h2>Still have a question?</h2>
            <p>
              Write to us at <a href={supportMail()}>{SHOP_CONTACT.email}</a> (with your order id if it is about an order),
              call <a href={SHOP_CONTACT.phoneHref}>{SHOP_CONTACT.phone}</a> ({SHOP_CONTACT.hours}), or use our{' '}
              <Link to={paths.contact}>contact form</Link>.
            </p>
          </aside>

          {related.length > 0 && (
            <nav className="info-page__related" aria-label="Related pages">
              <h2>Related</h2>
              <ul>
                {related.map((key) => (
                  <li key={key}>
                    <Link to={INFO_PAGES[key].to}>{INFO_PAGES[key].label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
    </main>
  );
}
