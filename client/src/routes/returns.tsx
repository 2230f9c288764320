import { SimplePage } from '../components/simple-page';

export default function ReturnsScreen() {
  return <SimplePage title="Return & Exchange Policy" />;
}
