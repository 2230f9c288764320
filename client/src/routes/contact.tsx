import { usePageMeta } from '../lib/page-meta';
import { ContactCards } from '../features/contact/contact-cards';
import { ContactForm } from '../features/contact/contact-form';
import './contact.css';

const CONTACT_LEAD = 'A question about an order, a size or a custom print? Write, call or visit: we are happy to help.';

export default function ContactScreen() {
  usePageMeta({ title: 'Contact Us', description: CONTACT_LEAD });
  return (
    <main className="page contact-page">
      <header className="contact-page__head">
        <h1>Contact Us</h1>
        <p className="page__lead">{CONTACT_LEAD}</p>
      </header>
      <ContactCards />
      <div className="contact-page__form">
        <ContactForm />
      </div>
    </main>
  );
}
