import { ShippingRuleSentence } from '../components/shipping-rules';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { InfoPage } from '../components/info-page';
import { POLICIES_UPDATED, SHOP_CONTACT, supportMail } from '../lib/shop-info';

export default function ShippingScreen() {
  return (
    <InfoPage
      title="Shipping Policy"
      lead="How and when your Rangrez order reaches you, anywhere in India."
      updated={POLICIES_UPDATED}
      highlights={[
        <>Orders are processed within <strong>24 to 48 hours</strong>.</>,
        <>Delivery takes <strong>4 to 7 working days</strong> after your order ships.</>,
        <ShippingRuleSentence key="shipping" />,
        <>You can cancel an order any time <strong>before it ships</strong>.</>,
      ]}
      related={['returns', 'terms', 'contact']}
      sections={[
        {
          id: 'where-we-deliver',
          title: 'Where we deliver',
          body: (
            <p>
              We deliver to addresses across India through our courier partners. Before you order, enter your pincode under
              “Delivery details” on any product page to check that we deliver to your area.
            </p>
          ),
        },
        {
          id: 'processing-time',
          title: 'Order processing',
          body: (
            <>
              <p>
                Every order is checked, printed or packed in our Noida studio and handed to the courier <strong>within 24 to 48
                hours</strong> of being placed. Personalised prints are made within the same window.
              </p>
              <p>We will let you know by e-mail if anything in your order needs more time.</p>
            </>
          ),
        },
        {
          id: 'delivery-time',
          title: 'Delivery time',
          body: (
            <>
              <p>
                Standard delivery takes <strong>4 to 7 working days after your order has shipped</strong>, depending on where you
                live. Working days are Monday to Saturday, not counting public holidays.
              </p>
              <p>From placing an order to receiving it, that usually means 5 to 9 working days in all.</p>
            </>
          ),
        },
        {
          id: 'shipping-charges',
          title: 'Shipping charges',
          body: (
            <ul>
              <li>
                <ShippingRuleSentence />
              </li>
              <li>For smaller orders, the shipping charge is shown at checkout before you confirm and pay, so there are no surprises.</li>
              <li>
                Shipping charges are <strong>non-refundable</strong>, also when an order is returned (see our{' '}
                <Link to={paths.returns}>Return &amp; Exchange Policy</Link>).
              </li>
            </ul>
          ),
        },
        {
          id: 'tracking',
          title: 'Tracking your order',
          body: (
            <p>
              Log in and open <Link to={paths.myOrders}>My Orders</Link> to follow each order. It shows <em>Processing</em> until the
              parcel leaves us, then <em>Shipped</em> with the courier’s tracking ID.
            </p>
          ),
        },
        {
          id: 'cancelling',
          title: 'Cancelling an order',
          body: (
            <>
              <p>
                An order can be cancelled <strong>only before it ships</strong>. To cancel, e-mail{' '}
                <a href={supportMail('Cancel order')}>{SHOP_CONTACT.email}</a> with your <strong>order id</strong> (shown in My
                Orders) and the <strong>reason</strong> for cancelling.
              </p>
              <p>
                Once an order has shipped it can no longer be cancelled, but you may still be able to return or exchange it under our{' '}
                <Link to={paths.returns}>Return &amp; Exchange Policy</Link>. Prepaid orders cancelled before shipping are refunded
                to the original payment method within 5-7 working days.
              </p>
            </>
          ),
        },
        {
          id: 'address',
          title: 'Your delivery address',
          body: (
            <p>
              Please check your address, landmark, pincode and 10-digit mobile number before placing an order: the courier uses
              them to find you and may call you on the day of delivery. To correct an address after ordering, e-mail us with your
              order id before the order ships.
            </p>
          ),
        },
        {
          id: 'damaged-parcels',
          title: 'Damaged or tampered parcels',
          body: (
            <p className="info-page__note">
              If the outer packaging looks damaged or tampered with, please record an unpacking video as you open it and e-mail us
              on the same day. Our <Link to={paths.returns}>Return &amp; Exchange Policy</Link> explains what we need.
            </p>
          ),
        },
      ]}
    />
  );
}
