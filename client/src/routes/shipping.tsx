import { SimplePage } from '../components/simple-page';

export default function ShippingScreen() {
  return <SimplePage title="Shipping Policy" />;
}
