import { Link } from 'react-router-dom';
import { SimplePage } from '../components/simple-page';

export default function TeamsScreen() {
  return (
    <SimplePage title="Our Team">
      <p className="page__lead">Team data is unavailable right now.</p>
      <Link className="btn btn--primary" to="/">
        Go to the homepage
      </Link>
    </SimplePage>
  );
}
