import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';

const ITEMS = ['SALE', 'Up to 80% off', 'Buy 3 @ ₹999', 'Free shipping over ₹1000', 'New arrivals every week', 'Printed to order in India'];

/** The SALE strip: a slow ticker (still for shoppers who prefer reduced motion) linking to the sale. */
export function SaleMarquee() {
  const run = ITEMS.map((t) => (
    <span key={t} className="marquee__item">
      {t}
    </span>
  ));
  return (
    <Link to={paths.products({ cat: 'SALE' })} className="marquee" aria-label="SALE: up to 80% off. Shop the sale">
      <span className="marquee__track" aria-hidden="true">
        {run}
        {run}
      </span>
    </Link>
  );
}
