import { Link } from 'react-router-dom';
import { paths } from '../paths';
import './footer.css';

const SOCIAL = [
  { label: 'Instagram', href: 'https://www.instagram.com/', d: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01' },
  { label: 'Facebook', href: 'https://www.facebook.com/', d: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v7h4v-7h3l1-4h-4V8z' },
  { label: 'X', href: 'https://x.com/', d: 'M4 4l16 16M20 4 4 20' },
  { label: 'YouTube', href: 'https://www.youtube.com/', d: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zm7 1v6l5-3z' },
];

const PAYMENTS = ['UPI', 'VISA', 'Mastercard', 'RuPay', 'COD'];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section>
          <h2 className="site-footer__brand">Rangrez</h2>
          <p>Clothing, caps and personalised prints, dyed in colour and made to order in India.</p>
        </section>
        <nav aria-label="Help">
          <h3>Help</h3>
          <ul>
            <li><Link to={paths.contact}>Contact Us</Link></li>
            <li><Link to={paths.shipping}>Shipping Policy</Link></li>
            <li><Link to={paths.returns}>Return &amp; Exchange</Link></li>
            <li><Link to={paths.myOrders}>Cancel Order</Link></li>
          </ul>
        </nav>
        <nav aria-label="Company">
          <h3>Company</h3>
          <ul>
            <li><Link to={paths.about}>About Us</Link></li>
            <li><Link to={paths.teams}>Our Team</Link></li>
            <li><Link to={paths.terms}>Terms &amp; Conditions</Link></li>
            <li><Link to={paths.privacy}>Privacy Policy</Link></li>
          </ul>
        </nav>
        <section aria-label="Follow us">
          <h3>Follow us</h3>
          <ul className="social">
            {SOCIAL.map((s) => (
              <li key={s.label}>
                <a href={s.href} target="_blank" rel="noreferrer noopener" aria-label={s.label}>
                  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
                    <path d={s.d} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
          <h3>We accept</h3>
          <ul className="payments" aria-label="Payment methods">
            {PAYMENTS.map((p) => (
              <li key={p} className="payments__chip">{p}</li>
            ))}
          </ul>
        </section>
      </div>
      <p className="site-footer__legal">© {new Date().getFullYear()} Rangrez. Prices in ₹, inclusive of GST.</p>
    </footer>
  );
}
