import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

const CATEGORIES = [
  { name: 'Men', cat: 'MEN', image: '/media/products/shirt/blue/stripes/front.svg' },
  { name: 'Women', cat: 'WOMEN', image: '/media/products/kurta/teal/floral/front.svg' },
  { name: 'LGBTQ+', cat: 'LGBTQ+', image: '/media/products/tshirt/rainbow/heart/front.svg' },
  { name: 'T-Shirts', cat: 'tshirt', image: '/media/products/tshirt/black/mandala/front.svg' },
  { name: 'Hoodies', cat: 'hoodie', image: '/media/products/hoodie/lavender/star/front.svg' },
  { name: 'Caps', cat: 'Cap', image: '/media/products/cap/navy/star/front.svg' },
  { name: 'Mugs', cat: 'Mug', image: '/media/products/mug/white/chai/front.svg' },
  { name: 'Accessories', cat: 'accessories', image: '/media/products/totebag/beige/floral/front.svg' },
];

/** A row of round category links, scrolling sideways on phones. */
export function CategoryRow() {
  return (
    <nav className="category-row" aria-label="Shop by category">
      <ul>
        {CATEGORIES.map((c) => (
          <li key={c.name}>
            <Link to={paths.products({ cat: c.cat })}>
              <img src={c.image} alt="" width={96} height={96} loading="lazy" />
              <span>{c.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
