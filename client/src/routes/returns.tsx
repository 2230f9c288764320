import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { InfoPage } from '../components/info-page';
import { POLICIES_UPDATED, SHOP_CONTACT, supportMail } from '../lib/shop-info';

export default function ReturnsScreen() {
  return (
    <InfoPage
      title="Return & Exchange Policy"
      lead="We want you to love what you ordered. If something is not right, this is how returns, exchanges and refunds work."
      updated={POLICIES_UPDATED}
      highlights={[
        <>Exchanges within <strong>3-4 days of delivery</strong>.</>,
        <>Returns must be requested <strong>on the day of delivery</strong>.</>,
        <>Returns need an <strong>unpacking video</strong> and a <strong>condition video</strong>.</>,
        <>Refunds reach you in <strong>5-7 working days</strong>.</>,
      ]}
      related={['shipping', 'terms', 'contact']}
      sections={[
        {
          id: 'exchanges',
          title: 'Exchanges',
          body: (
            <>
              <p>
                You can ask to exchange a product <strong>within 3-4 days of delivery</strong>, for example for another size or
                colour of the same product, while it is in stock.
              </p>
              <p>The product must be unused and unwashed, with its tags and original packaging.</p>
            </>
          ),
        },
        {
          id: 'returns',
          title: 'Returns',
          body: (
            <>
              <p>
                A return must be requested <strong>on the same day your order is delivered</strong>. We cannot accept return
                requests made on a later day, though an exchange may still be possible within 3-4 days of delivery.
              </p>
              <p>Returned products must be unused, with their tags and original packaging.</p>
            </>
          ),
        },
        {
          id: 'videos',
          title: 'The two videos we need',
          body: (
            <>
              <p>To approve a return we need both of these videos:</p>
              <ol>
                <li>
                  <strong>An unpacking video</strong>: one continuous recording of you opening the sealed parcel, with the shipping
                  label visible at the start.
                </li>
                <li>
                  <strong>A condition video</strong>: the product itself, showing its condition, its tags and any damage or defect.
                </li>
              </ol>
              <p className="info-page__note">Tip: start recording before you open the parcel. Without both videos we cannot approve a return.</p>
            </>
          ),
        },
        {
          id: 'one-per-product',
          title: 'One return or exchange per product',
          body: (
            <p>
              Each product can be returned or exchanged <strong>once</strong>. A product you received as an exchange cannot be
              exchanged or returned again.
            </p>
          ),
        },
        {
          id: 'sale-items',
          title: 'Sale items',
          body: (
            <p>
              Products bought on sale (for example SALE, SUMMER SALE, BUY 3 @999 or 80% OFF offers) are{' '}
              <strong>not returnable unless they arrive damaged</strong>. A damaged sale item follows the usual return steps,
              videos included.
            </p>
          ),
        },
        {
          id: 'how-to-request',
          title: 'How to ask for a return or exchange',
          body: (
            <>
              <p>
                E-mail <a href={supportMail('Return or exchange request')}>{SHOP_CONTACT.email}</a> with:
              </p>
              <ul>
                <li>
                  your <strong>order id</strong> (you will find it in <Link to={paths.myOrders}>My Orders</Link>);
                </li>
                <li>the product, and whether you want a return or an exchange (and the size or colour you would like instead);</li>
                <li>
                  the <strong>reason</strong> for your request;
                </li>
                <li>for a return, the unpacking and condition videos (attached, or as a link).</li>
              </ul>
              <p>We reply by e-mail with the next steps for sending the product back.</p>
            </>
          ),
        },
        {
          id: 'refunds',
          title: 'Refunds',
          body: (
            <ul>
              <li>
                Once the returned product reaches us and passes our check, your refund is processed within{' '}
                <strong>5-7 working days</strong>.
              </li>
              <li>Online payments are refunded to the original payment method. For cash on delivery orders we ask for your bank or UPI details by e-mail.</li>
              <li>
                Shipping charges are <strong>non-refundable</strong>.
              </li>
            </ul>
          ),
        },
        {
          id: 'cancellations',
          title: 'Cancellations',
          body: (
            <p>
              You can cancel an order <strong>only before it ships</strong>: e-mail{' '}
              <a href={supportMail('Cancel order')}>{SHOP_CONTACT.email}</a> with your <strong>order id</strong> and the{' '}
              <strong>reason</strong>. After it ships, the return and exchange rules above apply.
            </p>
          ),
        },
      ]}
    />
  );
}
