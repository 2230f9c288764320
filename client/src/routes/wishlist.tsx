import { SimplePage } from '../components/simple-page';

export default function WishlistScreen() {
  return <SimplePage title="Your Wishlist" />;
}
