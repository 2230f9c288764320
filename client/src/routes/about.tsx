import { ShippingRuleSentence } from '../components/shipping-rules';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { InfoPage } from '../components/info-page';
import { SHOP_CONTACT, supportMail } from '../lib/shop-info';

export default function AboutScreen() {
  return (
    <InfoPage
      title="About Rangrez"
      eyebrow="About us"
      lead="Rangrez is an online shop from Noida for clothing, caps and personalised prints, made for shoppers across India."
      highlights={[
        <>Orders leave our studio within <strong>24 to 48 hours</strong>.</>,
        <>Delivered in <strong>4 to 7 working days</strong> after shipping.</>,
        <ShippingRuleSentence key="shipping" />,
        <>Pay online or <strong>cash on delivery</strong>.</>,
      ]}
      related={['contact', 'shipping', 'returns']}
      sections={[
        {
          id: 'our-story',
          title: 'Our story',
          body: (
            <>
              <p>
                A <em>rangrez</em> is a dyer: the craftsperson who gives cloth its colour. We took the name because colour is what we
                care about most. Rangrez began in a small studio in Noida with a simple idea: everyday clothes and gifts should be
                bright, comfortable and fairly priced.
              </p>
              <p>Today we design, print and pack every order ourselves, and ship it to shoppers all over India.</p>
            </>
          ),
        },
        {
          id: 'what-we-make',
          title: 'What we make',
          body: (
            <ul>
              <li>
                <strong>Clothing</strong> for men, women and the LGBTQ+ community: t-shirts first of all, cut in soft cotton and sized
                S to 3XL.
              </li>
              <li>
                <strong>Caps and accessories</strong> to finish the look.
              </li>
              <li>
                <strong>Personalised prints</strong>: mugs, water bottles, mouse pads, key chains, tote bags, wall frames and keyboard
                pads, printed with your words, photos or our designs.
              </li>
            </ul>
          ),
        },
        {
          id: 'how-we-work',
          title: 'How we work',
          body: (
            <>
              <p>
                Every order is checked, printed or packed and handed to the courier within 24 to 48 hours, and arrives 4 to 7 working
                days after it ships. <ShippingRuleSentence />
              </p>
              <p>
                Something not right? You can exchange a product within 3-4 days of delivery; the details are in our{' '}
                <Link to={paths.returns}>Return &amp; Exchange Policy</Link>.
              </p>
            </>
          ),
        },
        {
          id: 'find-us',
          title: 'Find us',
          body: (
            <>
              <address className="info-page__note">
                <strong>{SHOP_CONTACT.office.name}</strong>
                <br />
                {SHOP_CONTACT.office.lines.map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
              <p>
                E-mail <a href={supportMail()}>{SHOP_CONTACT.email}</a>, call <a href={SHOP_CONTACT.phoneHref}>{SHOP_CONTACT.phone}</a>{' '}
                ({SHOP_CONTACT.hours}), or send us a message from the <Link to={paths.contact}>contact page</Link>.
              </p>
            </>
          ),
        },
      ]}
    />
  );
}
