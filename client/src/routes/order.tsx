import { SimplePage } from '../components/simple-page';

export default function OrderScreen() {
  return <SimplePage title="Checkout" />;
}
