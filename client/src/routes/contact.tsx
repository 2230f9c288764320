import { SimplePage } from '../components/simple-page';

export default function ContactScreen() {
  return <SimplePage title="Contact Us" />;
}
