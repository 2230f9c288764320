import { useDocumentTitle } from '../app/use-document-title';
import { ContactCards } from '../features/contact/contact-cards';
import { ContactForm } from '../features/contact/contact-form';
import './contact.css';

export default function ContactScreen() {
  useDocumentTitle('Contact Us');
  return (
    <main className="page contact-page">
      <header className="contact-page__head">
        <h1>Contact Us</h1>
        <p className="page__lead">A question about an order, a size or a custom print? Write, call or visit: we are happy to help.</p>
      </header>
      <ContactCards />
      <div className="contact-page__form">
        <ContactForm />
      </div>
    </main>
  );
}
