import { SimplePage } from '../components/simple-page';

export default function CartScreen() {
  return <SimplePage title="Your Shopping Cart" />;
}
