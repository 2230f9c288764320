import { SimplePage } from '../components/simple-page';

export default function PrivacyScreen() {
  return <SimplePage title="Privacy Policy" />;
}
