import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

/** A team or designer showcase of five entries (name, image, heading, position, description, link). */
export const TEAM = [
  { name: 'Meera Rathore', heading: 'Hand block prints', position: 'Lead Textile Designer, Jaipur', description: 'Carves the wooden blocks behind our kurtis and keeps every print true to Sanganer.', link: paths.products({ cat: 'WOMEN' }), tone: '#1f8a8a' },
  { name: 'Arjun Menon', heading: 'Graphic tees', position: 'Illustrator, Kochi', description: 'Draws the chai glasses, cricket bats and mountain ranges on our tees.', link: paths.products({ cat: 'tshirt' }), tone: '#7a2e2e' },
  { name: 'Sana Qureshi', heading: 'Pride collection', position: 'Creative Director, Mumbai', description: 'Works with queer artists across India; part of every Pride sale goes back to them.', link: paths.products({ cat: 'LGBTQ+' }), tone: '#8e44ad' },
  { name: 'Devraj Singh', heading: 'Menswear', position: 'Pattern Maker, Ludhiana', description: 'Fits every shirt and kurta on real bodies from S to 3XL before it ships.', link: paths.products({ cat: 'MEN' }), tone: '#1e2a4a' },
  { name: 'Lakshmi Iyer', heading: 'Personalised prints', position: 'Print Studio Head, Chennai', description: 'Checks every photo you upload so your mug or frame prints sharp.', link: paths.products({ cat: 'ACCESSORIES' }), tone: '#d9942b' },
];

export function TeamShowcase() {
  return (
    <ul className="team">
      {TEAM.map((m) => (
        <li key={m.name} className="team__card card">
          <svg className="team__avatar" viewBox="0 0 80 80" width="80" height="80" aria-hidden="true">
            <circle cx="40" cy="40" r="40" fill={m.tone} />
            <circle cx="40" cy="31" r="14" fill="#f6e7c8" opacity=".9" />
            <path d="M14 70 Q40 42 66 70" fill="#f6e7c8" opacity=".9" />
          </svg>
          <p className="team__heading">{m.heading}</p>
          <h3 className="team__name">{m.name}</h3>
          <p className="team__position">{m.position}</p>
          <p className="team__desc">{m.description}</p>
          <Link to={m.link} className="team__link">
            See the collection<span className="visually-hidden"> by {m.name}</span> →
          </Link>
        </li>
      ))}
    </ul>
  );
}
