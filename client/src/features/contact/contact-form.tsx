import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { CONTACT_LIMITS, failureNotice, MESSAGE_SENT, sendContactMessage, type ContactMessage } from './send-contact-message';
import './contact-form.css';
import { useHydrated, useTypedBeforeHydration } from '../../lib/hydrated';
import { groupIndian } from '../../lib/money';

const EMPTY: ContactMessage = { fullName: '', email: '', phone_Number: '', subject: '', message: '' };

/**
 * The Get In Touch form: Full Name, Email Address and Phone Number
 * required, Subject and Message optional. The button is disabled while sending and enabled again
 * whatever the outcome; success toasts 'message sent !' and empties the form.
 */
export function ContactForm() {
  const [form, setForm] = useState<ContactMessage>(EMPTY);
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (typed) => setForm((f) => ({ ...f, ...typed })));
  const id = useId();
  const set = (field: keyof ContactMessage) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSending(true);
    try {
      await sendContactMessage(form);
      toast.success(MESSAGE_SENT);
      setForm(EMPTY);
    } catch (err) {
      const notice = failureNotice(err);
      if (notice.kind === 'warning') toast.warn(notice.text);
      else toast.error(notice.text);
    } finally {
      setSending(false);
    }
  }

  const left = CONTACT_LIMITS.message - form.message.length;
  return (
    <form ref={formRef} className="contact-form" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Get In Touch</h2>
      <p className="contact-form__hint">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className="contact-form__row">
        <div className="field">
          <label htmlFor={`${id}-name`}>
            Full Name <span aria-hidden="true">*</span>
          </label>
          <input id={`${id}-name`} name="fullName" autoComplete="name" required maxLength={CONTACT_LIMITS.fullName} value={form.fullName} onChange={set('fullName')} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>
            Email Address <span aria-hidden="true">*</span>
          </label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" required maxLength={CONTACT_LIMITS.email} value={form.email} onChange={set('email')} />
        </div>
      </div>
      <div className="contact-form__row">
        <div className="field">
          <label htmlFor={`${id}-phone`}>
            Phone Number <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-phone`}
            name="phone_Number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            maxLength={CONTACT_LIMITS.phoneNumber}
            value={form.phone_Number}
            onChange={set('phone_Number')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-subject`}>Subject</label>
          <input id={`${id}-subject`} name="subject" maxLength={CONTACT_LIMITS.subject} value={form.subject} onChange={set('subject')} />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          aria-describedby={`${id}-count`}
          value={form.message}
          onChange={set('message')}
        />
        <p id={`${id}-count`} className="field__hint contact-form__count" aria-live={left < 200 ? 'polite' : 'off'}>
          {left < 200 ? `${groupIndian(left)} characters left` : `Up to ${groupIndian(CONTACT_LIMITS.message)} characters`}
        </p>
      </div>
      <button className="btn btn--primary contact-form__send" type="submit" disabled={sending || !hydrated}>
        {sending ? 'Sending…' : 'Send Message'}
      </button>
    </form>
  );
}
