import { SimplePage } from '../components/simple-page';

export default function OrderSuccessScreen() {
  return <SimplePage title="Order Confirmed!" />;
}
