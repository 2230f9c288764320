import { freeShippingText, useShippingRules } from '../../components/shipping-rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SHOP_CONTACT, SOCIAL_LINKS, supportMail } from '../../lib/shop-info';
import { paths } from '../../lib/paths';
import { PaymentBadges } from './payment-badges';
import './footer.css';

const SOCIAL_ICONS: Record<(typeof SOCIAL_LINKS)[number]['label'], ReactNode> = {
  Instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r=".6" fill="currentColor" />
    </>
  ),
  Facebook: (
    <path
      d="M13.6 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.6-1.5h1.6V4.3a21 21 0 0 0-2.4-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21z"
      fill="currentColor"
      stroke="none"
    />
  ),
  X: <path d="M4 4h4.5l11.5 16h-4.5zM19.5 4l-6.3 7.2M4.5 20l6.3-7.2" />,
  YouTube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
    </>
  ),
};

/** Links to the information pages, 'Cancel Order', payment-method icons and social links. */
export function Footer() {
  // The owner's shipping rules, as every page that states them reads them.
  const freeShipping = freeShippingText(useShippingRules());
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-brand">
          <h2 className="site-footer__brand" id="footer-brand">
            Rangrez
          </h2>
          <p>Clothing, caps and personalised prints, dyed in colour and made to order in India.</p>
          <ul className="site-footer__reach">
            <li>
              <a href={supportMail()}>{SHOP_CONTACT.email}</a>
            </li>
            <li>
              <a href={SHOP_CONTACT.phoneHref}>{SHOP_CONTACT.phone}</a>
            </li>
            <li>Noida, Uttar Pradesh</li>
          </ul>
        </section>
        <nav aria-labelledby="footer-help">
          <h3 id="footer-help">Help</h3>
          <ul>
            <li><Link to={paths.contact}>Contact Us</Link></li>
            <li><Link to={paths.shipping}>Shipping Policy</Link></li>
            <li><Link to={paths.returns}>Return &amp; Exchange</Link></li>
            <li><Link to={paths.myOrders}>Cancel Order</Link></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h3 id="footer-company">Company</h3>
          <ul>
            <li><Link to={paths.about}>About Us</Link></li>
            <li><Link to={paths.teams}>Our Team</Link></li>
            <li><Link to={paths.terms}>Terms &amp; Conditions</Link></li>
            <li><Link to={paths.privacy}>Privacy Policy</Link></li>
          </ul>
        </nav>
        <section className="site-footer__extras" aria-label="Follow us and payment methods">
          <h3>Follow us</h3>
          <ul className="social">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.label}>
                <a href={s.href} target="_blank" rel="noreferrer noopener" aria-label={`Rangrez on ${s.label} (opens in a new tab)`}>
                  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
                    {SOCIAL_ICONS[s.label]}
                  </svg>
                </a>
              </li>
            ))}
          </ul>
          <h3>We accept</h3>
          <PaymentBadges />
        </section>
      </div>
      <p className="site-footer__legal">© {new Date().getFullYear()} Rangrez. Prices in ₹, inclusive of GST.{freeShipping && ` ${freeShipping}.`}</p>
    </footer>
  );
}
