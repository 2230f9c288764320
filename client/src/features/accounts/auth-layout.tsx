import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './auth-layout.css';

const PROMISES = ['Cash on delivery across India', 'Easy exchanges within 3-4 days', '100% secure payments'];

/**
 * The login screen's frame, outside the shared layout: a brand panel beside the card on wide screens,
 * just the card on a phone.
 */
export function AuthLayout({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className="auth-page">
      <aside className="auth-page__brand" aria-label="About Rangrez">
        <Link to="/" className="auth-page__logo" aria-label="Rangrez home">
          <span className="logo__mark" aria-hidden="true" />
          <span className="auth-page__word">Rangrez</span>
        </Link>
        <div className="auth-page__pitch">
          <p className="auth-page__eyebrow">Dyed in colour, printed for you</p>
          <p className="auth-page__headline">Clothing and personalised gifts, made in India.</p>
          <ul className="auth-page__promises">
            {PROMISES.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
        <p className="auth-page__fineprint">Shop for men, women and everyone, in ₹.</p>
      </aside>

      <main className="auth-page__main" id="main">
        <Link to="/" className="logo auth-page__mobile-logo" aria-label="Rangrez home">
          <span className="logo__mark" aria-hidden="true" />
          <span className="logo__word">Rangrez</span>
        </Link>
        <section className="auth-card" aria-labelledby="auth-title">
          <h1 id="auth-title" className="auth-card__title">
            {title}
          </h1>
          <p className="auth-card__lead">{lead}</p>
          {children}
        </section>
        <Link to="/" className="auth-page__back">
          ← Continue shopping
        </Link>
      </main>
    </div>
  );
}
