import type { ProductSeed } from './product-seed';

const CLOTHING_SIZES = ['S', 'M', 'L', 'XL', '2XL', '3XL'];

/** The demo catalogue seeded into an empty database. */
export function demoCatalogue(): ProductSeed[] {
  const tees: ProductSeed[] = ['black', 'white', 'navy'].map((color, i) => ({
    name: 'Classic Crew Neck T-Shirt',
    description: 'Soft 180 GSM combed cotton tee with a relaxed fit, ribbed neckline and a print that survives the wash.',
    price: 399.99,
    mrp: 699.99,
    category: 'men',
    kind: 'tshirt',
    color,
    sizes: CLOTHING_SIZES,
    features: ['100% combed cotton', 'Bio-washed for softness', 'Machine wash cold'],
    tags: ['BEST SELL'],
    stock: 40 - i * 10,
    bestSeller: true,
  }));
  return [
    ...tees,
    { name: 'Everyday Oversized Hoodie', description: 'Brushed-fleece hoodie with a roomy hood and kangaroo pocket for cool evenings.', price: 899.99, mrp: 1499.99, category: 'women', kind: 'hoodie', color: 'lavender', sizes: CLOTHING_SIZES, stock: 18, tags: ['NEW ARRIVALS'] },
    { name: 'Pride Rainbow Tee', description: 'Unisex tee with a hand-drawn rainbow print; part of every sale supports local LGBTQ+ collectives.', price: 459.99, mrp: 799.99, category: 'lgbtq', kind: 'tshirt', color: 'rainbow', sizes: CLOTHING_SIZES, stock: 25 },
    { name: 'Personalised Ceramic Coffee Mug', description: 'Glossy 11 oz ceramic mug printed with your photo or name; dishwasher and microwave safe.', price: 299.99, mrp: 499.99, category: 'accessories', kind: 'mug', color: 'white', size: '11 oz', stock: 60, tags: ['SALE'] },
    { name: 'Insulated Steel Water Bottle', description: 'Double-walled 750 ml bottle that keeps drinks cold for 24 hours, printed with your design.', price: 459.99, mrp: 699.99, category: 'accessories', kind: 'bottle', color: 'teal', size: '750 ml', stock: 0 },
    { name: 'Printed Mouse Pad', description: 'Smooth-glide mouse pad with an anti-slip rubber base and stitched edges, printed to order.', price: 299.99, mrp: 399.99, category: 'accessories', kind: 'mousepad', color: 'navy', stock: 35 },
  ];
}
