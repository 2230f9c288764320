import { SimplePage } from '../components/simple-page';

export default function AboutScreen() {
  return <SimplePage title="About Rangrez" />;
}
