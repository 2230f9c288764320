import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

import { freeShippingText, useShippingRules } from '../../../components/shipping-rules';

/** The strip's words; the shipping offer is the owner's rule (settings), never a fixed figure. */
const itemsWith = (freeShipping: string | null) => ['SALE', 'Up to 80% off', 'Buy 3 @ ₹999', ...(freeShipping ? [freeShipping] : []), 'New arrivals every week', 'Printed to order in India'];

/** The SALE strip: a slow ticker (still for shoppers who prefer reduced motion) linking to the sale. */
export function SaleMarquee() {
  const items = itemsWith(freeShippingText(useShippingRules()));
  const run = (hidden?: boolean) =>
    items.map((t) => (
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
