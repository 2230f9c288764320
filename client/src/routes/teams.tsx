import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { SimplePage } from '../components/simple-page';
import './teams.css';

/** The team page only says team data is unavailable and links to the homepage. */
export default function TeamsScreen() {
  return (
    <SimplePage title="Our Team">
      <div className="teams-empty">
        <svg className="teams-empty__art" width="96" height="96" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
          <circle cx="48" cy="48" r="46" fill="#f6ecdc" />
          <circle cx="32" cy="40" r="9" fill="#d9942b" />
          <circle cx="64" cy="40" r="9" fill="#7a2e2e" />
          <circle cx="48" cy="34" r="11" fill="#5c1f22" />
          <path d="M18 72c2-11 8-17 14-17s12 6 14 17zM50 72c2-11 8-17 14-17s12 6 14 17z" fill="#e7cfa9" />
          <path d="M30 74c2-14 10-22 18-22s16 8 18 22z" fill="#c8a27a" />
        </svg>
        <p className="teams-empty__text">Team data is unavailable right now.</p>
        <Link className="btn btn--primary" to={paths.home}>
          Go to the homepage
        </Link>
      </div>
    </SimplePage>
  );
}
