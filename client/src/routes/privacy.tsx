import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { InfoPage } from '../components/info-page';
import { POLICIES_UPDATED, SHOP_CONTACT, supportMail } from '../lib/shop-info';

export default function PrivacyScreen() {
  return (
    <InfoPage
      title="Privacy Policy"
      lead="What we collect when you use Rangrez, why we need it, who sees it and the choices you have."
      updated={POLICIES_UPDATED}
      highlights={[
        <>This website is meant for people aged <strong>13 and up</strong>.</>,
        <>You must be <strong>18 or over</strong> to place an order.</>,
        <>We <strong>never sell</strong> your personal data.</>,
        <>Card details go straight to Razorpay; <strong>we never see or store them</strong>.</>,
      ]}
      related={['terms', 'contact']}
      sections={[
        {
          id: 'who-we-are',
          title: 'Who we are',
          body: (
            <p>
              Rangrez ({SHOP_CONTACT.office.lines.slice(0, 2).join(', ')}) runs this website and is responsible for the personal
              data you share with us. For any privacy question, write to <a href={supportMail('Privacy')}>{SHOP_CONTACT.email}</a>.
            </p>
          ),
        },
        {
          id: 'age',
          title: 'Age limits',
          body: (
            <ul>
              <li>
                This website is intended for people aged <strong>13 and up</strong>. We do not knowingly collect personal data from
                children under 13; if you believe a child has given us their details, e-mail us and we will delete them.
              </li>
              <li>
                To place an order you must be <strong>18 or over</strong> (see our <Link to={paths.terms}>Terms &amp; Conditions</Link>).
              </li>
            </ul>
          ),
        },
        {
          id: 'what-we-collect',
          title: 'What we collect',
          body: (
            <ul>
              <li>
                <strong>Your account:</strong> username, e-mail address, mobile number, city and pincode. Your password is stored only
                as a one-way hash; nobody at Rangrez can read it.
              </li>
              <li>
                <strong>Your orders:</strong> the products, sizes and quantities, your delivery address (address, landmark, area,
                district, state, pincode and mobile number), and the payment method and status.
              </li>
              <li>
                <strong>Messages you send us:</strong> the name, e-mail address, phone number, subject and message from the contact
                form, and what you write to us by e-mail.
              </li>
              <li>
                <strong>Technical data:</strong> your IP address, which we use briefly to protect the site against abuse (for example
                to limit how many messages can be sent from one address).
              </li>
            </ul>
          ),
        },
        {
          id: 'how-we-use-it',
          title: 'How we use it',
          body: (
            <ul>
              <li>to process, ship and deliver your orders, and to handle cancellations, returns, exchanges and refunds;</li>
              <li>to answer your messages and keep you informed about your orders;</li>
              <li>to run your account, prevent fraud and keep the website secure;</li>
              <li>to meet our legal duties, such as keeping tax records.</li>
            </ul>
          ),
        },
        {
          id: 'sharing',
          title: 'Who we share it with',
          body: (
            <>
              <p>We share only what each partner needs to do its job:</p>
              <ul>
                <li>our courier partners receive your name, delivery address and mobile number to deliver your parcel;</li>
                <li>Razorpay processes online payments; you enter your card or UPI details on its secure window, not on our site.</li>
              </ul>
              <p>We never sell or rent your personal data, and we share it with authorities only when the law requires us to.</p>
            </>
          ),
        },
        {
          id: 'browser-storage',
          title: 'Cookies and browser storage',
          body: (
            <p>
              We do not use advertising or tracking cookies. To keep you logged in and remember your delivery address, we store your
              session in your browser’s local storage. Logging out clears it from that browser.
            </p>
          ),
        },
        {
          id: 'retention',
          title: 'How long we keep it',
          body: <p>We keep your account data while your account exists, order records for as long as tax law requires, and contact messages for as long as we need them to help you.</p>,
        },
        {
          id: 'security',
          title: 'Keeping it safe',
          body: <p>Your data travels over encrypted connections, passwords are stored only as hashes, and only the people who need your data to serve you can access it.</p>,
        },
        {
          id: 'your-rights',
          title: 'Your choices and rights',
          body: (
            <p>
              You can ask us for a copy of your personal data, ask us to correct it, or ask us to delete your account, in line with
              the Digital Personal Data Protection Act, 2023. E-mail <a href={supportMail('Privacy request')}>{SHOP_CONTACT.email}</a>{' '}
              from the address on your account and we will help.
            </p>
          ),
        },
        {
          id: 'changes',
          title: 'Changes to this policy',
          body: <p>When we change this policy, we update the date at the top of this page. Important changes are announced on the website.</p>,
        },
      ]}
    />
  );
}
