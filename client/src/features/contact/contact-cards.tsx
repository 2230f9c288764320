import type { ReactNode } from 'react';
import { Icon } from '../../components/icons';
import { SHOP_CONTACT, supportMail } from '../../lib/shop-info';
import './contact-cards.css';

function CardIcon({ children }: { children: ReactNode }) {
  return (
    <span className="contact-card__icon" aria-hidden="true">
      <Icon size={24}>{children}</Icon>
    </span>
  );
}

/** The three ways to reach the shop (email, phone, an office address in Noida). */
export function ContactCards() {
  return (
    <ul className="contact-cards" aria-label="Ways to reach us">
      <li className="contact-card">
        <CardIcon>
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m4 7 8 6 8-6" />
        </CardIcon>
        <h2>Email</h2>
        <p>
          <a href={supportMail()}>{SHOP_CONTACT.email}</a>
        </p>
        <p className="contact-card__note">For orders, please include your order id.</p>
      </li>
      <li className="contact-card">
        <CardIcon>
          <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
        </CardIcon>
        <h2>Phone</h2>
        <p>
          <a href={SHOP_CONTACT.phoneHref}>{SHOP_CONTACT.phone}</a>
        </p>
        <p className="contact-card__note">{SHOP_CONTACT.hours}</p>
      </li>
      <li className="contact-card">
        <CardIcon>
          <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
          <circle cx="12" cy="9.5" r="2.5" />
        </CardIcon>
        <h2>Office</h2>
        <address>
          {SHOP_CONTACT.office.name}
          {SHOP_CONTACT.office.lines.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
        </address>
      </li>
    </ul>
  );
}
