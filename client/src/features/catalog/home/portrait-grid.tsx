import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

const PORTRAITS = [
  { title: 'Festive kurtas', note: 'For him', cat: 'MEN', image: '/media/products/kurta/maroon/mandala/front.svg', tone: '#f3dcc7' },
  { title: 'Block print kurtis', note: 'For her', cat: 'WOMEN', image: '/media/products/kurta/teal/floral/front.svg', tone: '#d7ece9' },
  { title: 'Wear your pride', note: 'For everyone', cat: 'LGBTQ+', image: '/media/products/hoodie/rainbow/heart/front.svg', tone: '#ece1f6' },
  { title: 'Graphic tees', note: 'From ₹299.99', cat: 'tshirt', image: '/media/products/tshirt/yellow/chai/front.svg', tone: '#f7ecc9' },
];

/** Tall tiles, two across on phones and four on desktops, each opening its listing. */
export function PortraitGrid() {
  return (
    <ul className="portrait-grid">
      {PORTRAITS.map((p) => (
        <li key={p.title}>
          <Link to={paths.products({ cat: p.cat })} className="portrait" style={{ background: p.tone }}>
            <img src={p.image} alt="" width={400} height={400} loading="lazy" />
            <span className="portrait__text">
              <span className="portrait__note">{p.note}</span>
              <span className="portrait__title">{p.title}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
