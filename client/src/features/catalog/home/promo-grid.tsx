import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

const PROMOS = [
  { cat: 'SUMMER SALE', title: 'Summer Sale', text: 'Tees, caps, dresses and bottles for the heat', price: '25% off or more', image: '/media/products/cap/yellow/star/front.svg', className: 'promo--sun' },
  { cat: 'BUY 3 @999', title: 'Buy 3 @ ₹999', text: 'Mix and match anything under ₹500', price: 'Rs 999 for three', image: '/media/products/mug/white/heart/front.svg', className: 'promo--berry' },
  { cat: '80% OFF', title: 'Up to 80% off', text: 'Clearance picks, last few pieces', price: '60% off or more', image: '/media/products/bottle/black/stripes/front.svg', className: 'promo--night' },
  { cat: 'NEW ARRIVALS', title: 'New Arrivals', text: 'Fresh off the printing table', price: 'Just in', image: '/media/products/tshirt/olive/mountains/front.svg', className: 'promo--leaf' },
];

/** "Don't Miss Out": the promo tiles, each opening its listing. */
export function PromoGrid() {
  return (
    <ul className="promo-grid">
      {PROMOS.map((p) => (
        <li key={p.cat}>
          <Link to={paths.products({ cat: p.cat })} className={`promo ${p.className}`}>
            <span className="promo__text">
              <span className="promo__price">{p.price}</span>
              <span className="promo__title">{p.title}</span>
              <span className="promo__line">{p.text}</span>
              <span className="promo__cta">Shop now →</span>
            </span>
            <img src={p.image} alt="" width={220} height={220} loading="lazy" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
