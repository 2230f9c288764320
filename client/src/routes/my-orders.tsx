import { SimplePage } from '../components/simple-page';

export default function MyOrdersScreen() {
  return <SimplePage title="My Orders" />;
}
