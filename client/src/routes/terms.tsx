import { SimplePage } from '../components/simple-page';

export default function TermsScreen() {
  return <SimplePage title="Terms & Conditions" />;
}
