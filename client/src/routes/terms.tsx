import { ShippingRuleSentence } from '../components/shipping-rules';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { InfoPage } from '../components/info-page';
import { POLICIES_UPDATED, SHOP_CONTACT, supportMail } from '../lib/shop-info';

export default function TermsScreen() {
  return (
    <InfoPage
      title="Terms & Conditions"
      lead="The rules for using the Rangrez website and buying from us. By using the site or placing an order, you agree to them."
      updated={POLICIES_UPDATED}
      highlights={[
        <>You must be <strong>18 or over</strong> to place an order.</>,
        <>Prices are in Indian rupees (₹). <ShippingRuleSentence /></>,
        <>Orders can be cancelled <strong>only before they ship</strong>.</>,
        <>Returns, exchanges and refunds follow our <Link to={paths.returns}>Return &amp; Exchange Policy</Link>.</>,
      ]}
      related={['privacy', 'shipping', 'returns']}
      sections={[
        {
          id: 'about-these-terms',
          title: 'About these terms',
          body: (
            <p>
              This website is run by Rangrez, {SHOP_CONTACT.office.lines.slice(0, 2).join(', ')}. These terms apply together with our{' '}
              <Link to={paths.privacy}>Privacy Policy</Link>, <Link to={paths.shipping}>Shipping Policy</Link> and{' '}
              <Link to={paths.returns}>Return &amp; Exchange Policy</Link>. Nothing in them takes away your rights as a consumer
              under Indian law.
            </p>
          ),
        },
        {
          id: 'who-can-buy',
          title: 'Who can buy',
          body: (
            <ul>
              <li>
                You must be <strong>18 years or older</strong> to place an order. If you are younger, please ask a parent or guardian
                to order for you.
              </li>
              <li>The website itself is meant for people aged 13 and up (see our Privacy Policy).</li>
            </ul>
          ),
        },
        {
          id: 'your-account',
          title: 'Your account',
          body: (
            <p>
              Please give us correct details when you sign up, and keep your password to yourself: you are responsible for orders
              placed from your account. We may suspend accounts used for fraud or abuse.
            </p>
          ),
        },
        {
          id: 'products-and-prices',
          title: 'Products and prices',
          body: (
            <ul>
              <li>We describe and photograph our products as accurately as we can. Colours can look slightly different on different screens, and printed designs may vary a little from piece to piece.</li>
              <li>All prices are in Indian rupees (₹). The price you pay is the one shown at checkout when you place the order.</li>
              <li>If we find a clear mistake in a price or description before your order ships, we will tell you and you may cancel for a full refund.</li>
            </ul>
          ),
        },
        {
          id: 'orders-and-payment',
          title: 'Orders and payment',
          body: (
            <>
              <p>
                Your order is placed when you see the order confirmation. You can pay cash on delivery, or online through our payment
                partner Razorpay. Online payment details are entered on Razorpay’s secure window; we never see or store your card
                details.
              </p>
              <p>We may refuse or cancel an order we cannot fulfil, for example when a product runs out of stock; any payment is then refunded in full.</p>
            </>
          ),
        },
        {
          id: 'shipping',
          title: 'Shipping and delivery',
          body: (
            <p>
              Orders are processed within <strong>24 to 48 hours</strong> and delivered <strong>4 to 7 working days</strong> after
              they ship. <ShippingRuleSentence /> The full details
              are in our <Link to={paths.shipping}>Shipping Policy</Link>.
            </p>
          ),
        },
        {
          id: 'cancellations-returns-refunds',
          title: 'Cancellations, returns and refunds',
          body: (
            <ul>
              <li>
                An order can be cancelled only <strong>before it ships</strong>.
              </li>
              <li>Exchanges can be requested within 3-4 days of delivery; returns only on the same day as delivery, with an unpacking video and a condition video.</li>
              <li>Each product can be returned or exchanged once. Sale items are not returnable unless they arrive damaged.</li>
              <li>Refunds take 5-7 working days. Shipping charges are non-refundable.</li>
              <li>
                Cancellations, returns and exchanges are requested by e-mail to{' '}
                <a href={supportMail()}>{SHOP_CONTACT.email}</a> with your order id and the reason.
              </li>
            </ul>
          ),
        },
        {
          id: 'fair-use',
          title: 'Using the site fairly',
          body: (
            <>
              <p>
                Please do not misuse the website: no fraudulent orders, no automated ordering or scraping, and nothing that disrupts the
                site for other shoppers.
              </p>
              <p>
                Our designs, photos and text belong to Rangrez and may not be copied for commercial use. If you ask us to print your
                own words or images, you confirm that you have the right to use them.
              </p>
            </>
          ),
        },
        {
          id: 'liability',
          title: 'Our responsibility',
          body: (
            <p>
              If something goes wrong with an order, our responsibility is limited to repairing, replacing or refunding the product as
              described in our policies, except where the law says otherwise, including under the Consumer Protection Act, 2019.
            </p>
          ),
        },
        {
          id: 'law',
          title: 'Governing law',
          body: <p>These terms are governed by the laws of India. Disputes fall under the courts of Gautam Buddh Nagar (Noida), Uttar Pradesh.</p>,
        },
        {
          id: 'changes',
          title: 'Changes to these terms',
          body: <p>We may update these terms from time to time; the date at the top of this page shows the latest version. The terms in force when you placed an order apply to that order.</p>,
        },
      ]}
    />
  );
}
