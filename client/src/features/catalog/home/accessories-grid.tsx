import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

/** The eight accessories tiles, each linking to /products?cat={name}. */
export const ACCESSORY_TILES = [
  { name: 'Mug', image: '/media/products/mug/white/chai/front.svg' },
  { name: 'Water Bottles', image: '/media/products/bottle/teal/wave/front.svg' },
  { name: 'Mouse pad', image: '/media/products/mousepad/navy/mountains/front.svg' },
  { name: 'Key Chain', image: '/media/products/keychain/white/camera/front.svg' },
  { name: 'Cap', image: '/media/products/cap/black/star/front.svg' },
  { name: 'Hand Bags', image: '/media/products/totebag/beige/floral/front.svg' },
  { name: 'metal sheet', image: '/media/products/metalsheet/red/stripes/front.svg' },
  { name: 'Keyboard Pad', image: '/media/products/keyboardpad/purple/wave/front.svg' },
];

export function AccessoriesGrid() {
  return (
    <ul className="tile-grid">
      {ACCESSORY_TILES.map((t) => (
        <li key={t.name}>
          <Link to={paths.products({ cat: t.name })} className="tile">
            <img src={t.image} alt="" width={300} height={300} loading="lazy" />
            <span className="tile__name">{t.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
