import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

const ITEMS = ['SALE', 'Up to 80% off', 'Buy 3 @ ₹999', 'Free shipping over ₹1000', 'New arrivals every week', 'Printed to order in India'];

/** The SALE strip: a slow ticker (still for shoppers who prefer reduced motion) linking to the sale. */
export function SaleMarquee() {
  const run = (hidden?: boolean) =>
    ITEMS.map((t) => (
      <span key={t} className="marquee__item" aria-hidden={hidden}>
        {t}
      </span>
    ));
  // The link is named by the words it shows (read once; the second run only makes the loop seamless).
  return (
    <Link to={paths.products({ cat: 'SALE' })} className="marquee">
      <span className="marquee__track">
        {run()}
        {run(true)}
      </span>
    </Link>
  );
}
