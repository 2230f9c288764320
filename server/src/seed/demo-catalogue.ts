import type { ProductSeed } from './product-seed';

export const CLOTHING_SIZES = ['S', 'M', 'L', 'XL', '2XL', '3XL'];
const DRESS_SIZES = ['S', 'M', 'L', 'XL', '2XL'];

/** What every item of a kind has in common, so families only state what is their own. */
export const KIND_DEFAULTS: Record<string, { sizes?: string[]; sizeNote?: string; features: string[] }> = {
  tshirt: { sizes: CLOTHING_SIZES, features: ['100% combed cotton, 180 GSM', 'Bio-washed for softness', 'Machine wash cold, inside out'] },
  hoodie: { sizes: CLOTHING_SIZES, features: ['Brushed 320 GSM fleece', 'Ribbed cuffs and hem', 'Machine wash cold'] },
  shirt: { sizes: CLOTHING_SIZES, features: ['Breathable woven cotton', 'Regular collar, button front', 'Machine wash cold'] },
  kurta: { sizes: CLOTHING_SIZES, features: ['Pure cotton, hand block printed', 'Side slits for easy movement', 'Gentle hand wash'] },
  dress: { sizes: DRESS_SIZES, features: ['Flowing rayon crepe', 'Lined bodice', 'Gentle hand wash'] },
  cap: { sizeNote: 'Free size', features: ['Adjustable strap, fits 54-60 cm', 'Six-panel cotton twill', 'Curved peak'] },
  mug: { sizeNote: '11 oz', features: ['Printed to order with your photo or name', 'Dishwasher and microwave safe', 'Print guaranteed not to fade'] },
  bottle: { sizeNote: '750 ml', features: ['Printed to order', 'Leak-proof lid', 'BPA free'] },
  mousepad: { sizeNote: '24 x 20 cm', features: ['Smooth-glide cloth top', 'Anti-slip rubber base', 'Stitched edges'] },
  keychain: { sizeNote: '5 cm', features: ['Printed or engraved to order', 'Split steel ring', 'Gift pouch included'] },
  totebag: { sizeNote: '38 x 42 cm', features: ['Carries up to 8 kg', 'Reinforced handles', 'Printed to order'] },
  frame: { sizeNote: '8 x 10 in', features: ['Printed to order from your photo', 'Shatter-proof acrylic front', 'Wall hook and table stand'] },
  metalsheet: { sizeNote: '12 x 8 in', features: ['Rust-proof printed aluminium', 'Pre-drilled corners', 'Indoor and outdoor'] },
  keyboardpad: { sizeNote: '80 x 30 cm', features: ['Fits a full keyboard and mouse', 'Water-resistant top', 'Anti-slip base'] },
};

interface Family {
  name: string;
  description: string;
  price: number;
  mrp: number;
  category: string;
  kind: string;
  colors: string[];
  /** Stock per colour, in the order of `colors`; a number applies to all. */
  stock: number | number[];
  tags?: string[];
  /** Which colours are curated best sellers (true: all of them). */
  bestSeller?: boolean | string[];
  features?: string[];
}

/** The families of the demo catalogue; each colour becomes its own product sharing the family's name. */
const FAMILIES: Family[] = [
  // Men
  { name: 'Classic Crew Neck T-Shirt', description: 'Soft 180 GSM combed cotton tee with a relaxed fit, ribbed neckline and a print that survives the wash.', price: 399.99, mrp: 699.99, category: 'men', kind: 'tshirt', colors: ['black', 'white', 'navy'], stock: [40, 30, 20], tags: ['BEST SELL'], bestSeller: true },
  { name: 'Vintage Wash Graphic Tee', description: 'Garment-dyed tee with a sun-faded finish and a retro motorcycle print on the chest.', price: 459.99, mrp: 799.99, category: 'men', kind: 'tshirt', colors: ['olive', 'maroon', 'grey'], stock: [22, 14, 31], tags: ['NEW ARRIVALS'] },
  { name: 'Henley Full Sleeve T-Shirt', description: 'Three-button henley in waffle-knit cotton, warm enough for Delhi winters and light enough for Bengaluru evenings.', price: 549.99, mrp: 899.99, category: 'men', kind: 'tshirt', colors: ['beige', 'black', 'green'], stock: [12, 25, 9] },
  { name: 'Slim Fit Oxford Shirt', description: 'Crisp Oxford weave with a button-down collar that goes from office to dinner without a second thought.', price: 899.99, mrp: 1499.99, category: 'men', kind: 'shirt', colors: ['blue', 'white', 'pink'], stock: [18, 26, 7], bestSeller: ['blue'] },
  { name: 'Linen Blend Summer Shirt', description: 'Airy linen-cotton shirt with a camp collar and coconut buttons, made for humid afternoons.', price: 1199.99, mrp: 1999.99, category: 'men', kind: 'shirt', colors: ['beige', 'olive', 'white'], stock: [10, 8, 15], tags: ['NEW ARRIVALS'] },
  { name: 'Festive Cotton Kurta', description: 'Straight-cut cotton kurta with a mandarin collar and tonal embroidery on the placket, ready for Diwali and weddings.', price: 999.99, mrp: 1799.99, category: 'men', kind: 'kurta', colors: ['maroon', 'yellow', 'white'], stock: [14, 11, 20] },
  { name: 'Everyday Pullover Hoodie', description: 'Heavyweight fleece hoodie with a lined hood, kangaroo pocket and a fit that layers over a tee.', price: 1299.99, mrp: 1999.99, category: 'men', kind: 'hoodie', colors: ['grey', 'navy', 'black'], stock: [16, 12, 21] },
  { name: 'Typography Oversized Tee', description: 'Drop-shoulder oversized tee with a bold Devanagari typography print on the back.', price: 499.99, mrp: 999.99, category: 'men', kind: 'tshirt', colors: ['black', 'white'], stock: [33, 27] },
  { name: 'Polo Collar Pique T-Shirt', description: 'Breathable pique polo with a two-button placket and a collar that keeps its shape wash after wash.', price: 599.99, mrp: 999.99, category: 'men', kind: 'tshirt', colors: ['navy', 'red', 'white'], stock: [19, 13, 24] },

  // Women
  { name: 'Everyday Oversized Hoodie', description: 'Brushed-fleece hoodie with a roomy hood and kangaroo pocket for cool evenings.', price: 899.99, mrp: 1499.99, category: 'women', kind: 'hoodie', colors: ['lavender', 'pink', 'grey'], stock: [18, 15, 22], tags: ['NEW ARRIVALS'], bestSeller: ['lavender'] },
  { name: 'Block Print Cotton Kurti', description: 'Hand block printed kurti from Jaipur with a flattering A-line cut and three-quarter sleeves.', price: 799.99, mrp: 1299.99, category: 'women', kind: 'kurta', colors: ['teal', 'pink', 'yellow'], stock: [21, 17, 12], bestSeller: ['teal'] },
  { name: 'Floral Midi Dress', description: 'Flowing rayon midi dress with a smocked waist, flutter sleeves and a hand-drawn floral print.', price: 1299.99, mrp: 2199.99, category: 'women', kind: 'dress', colors: ['pink', 'navy', 'green'], stock: [9, 14, 0], bestSeller: ['pink'] },
  { name: 'Boxy Crop Tee', description: 'Cropped boxy tee in heavyweight cotton that pairs with high-waist jeans and skirts alike.', price: 349.99, mrp: 599.99, category: 'women', kind: 'tshirt', colors: ['white', 'lavender', 'pink'], stock: [28, 19, 23] },
  { name: 'Chikankari Straight Kurta', description: 'Lucknowi chikankari hand embroidery on soft cotton mulmul, with a straight cut and side slits.', price: 1499.99, mrp: 2499.99, category: 'women', kind: 'kurta', colors: ['white', 'beige'], stock: [7, 0] },
  { name: 'Tiered Maxi Dress', description: 'Three-tier maxi dress with a tie-up neckline and pockets, cut long for tall and petite alike.', price: 1599.99, mrp: 2999.99, category: 'women', kind: 'dress', colors: ['maroon', 'teal'], stock: [6, 10], tags: ['NEW ARRIVALS'] },
  { name: 'Relaxed Fit Slogan Tee', description: 'Relaxed tee printed with "Chai, Books, Repeat" in a hand-lettered script.', price: 399.99, mrp: 699.99, category: 'women', kind: 'tshirt', colors: ['black', 'yellow', 'white'], stock: [25, 18, 30] },
  { name: 'Ribbed Fitted T-Shirt', description: 'Stretchy rib-knit tee with a scoop neck that tucks neatly into skirts and trousers.', price: 449.99, mrp: 749.99, category: 'women', kind: 'tshirt', colors: ['black', 'beige', 'brown'], stock: [20, 16, 11] },

  // LGBTQ+
  { name: 'Pride Rainbow Tee', description: 'Unisex tee with a hand-drawn rainbow print; part of every sale supports local LGBTQ+ collectives.', price: 459.99, mrp: 799.99, category: 'lgbtq', kind: 'tshirt', colors: ['rainbow', 'white'], stock: [25, 18] },
  { name: 'Love Is Love Tee', description: 'Soft unisex tee that says it plainly: love is love. Printed with water-based inks.', price: 499.99, mrp: 899.99, category: 'lgbtq', kind: 'tshirt', colors: ['rainbow', 'black', 'white', 'lavender'], stock: [30, 22, 19, 12], bestSeller: ['rainbow'] },
  { name: 'Pride Zip Hoodie', description: 'Full-zip fleece hoodie with rainbow tape along the zip and a small embroidered heart.', price: 1399.99, mrp: 1999.99, category: 'lgbtq', kind: 'hoodie', colors: ['rainbow', 'black'], stock: [8, 13], tags: ['NEW ARRIVALS'] },
  { name: 'Rainbow Embroidered Cap', description: 'Cotton twill cap with a raised rainbow embroidery on the front panel.', price: 449.99, mrp: 699.99, category: 'lgbtq', kind: 'cap', colors: ['rainbow', 'black'], stock: [17, 21] },
  { name: 'Pride Canvas Tote Bag', description: 'Sturdy canvas tote printed with "Proud. Loud. Here." for books, groceries and marches.', price: 399.99, mrp: 599.99, category: 'lgbtq', kind: 'totebag', colors: ['rainbow', 'beige'], stock: [24, 16] },
  { name: 'Proud & Loud Mug', description: 'Glossy ceramic mug with a rainbow wrap-around print for your morning chai.', price: 349.99, mrp: 499.99, category: 'lgbtq', kind: 'mug', colors: ['rainbow', 'white'], stock: [26, 20] },

  // T-shirts for everyone
  { name: 'Chai Pe Charcha Graphic Tee', description: 'Unisex tee with a cutting-chai glass illustration and "Chai Pe Charcha" lettering.', price: 399.99, mrp: 799.99, category: 'tshirt', kind: 'tshirt', colors: ['white', 'yellow', 'black'], stock: [35, 20, 28], bestSeller: ['white'] },
  { name: 'Bollywood Retro Poster Tee', description: 'Hand-painted style movie poster print inspired by 70s Bollywood billboards.', price: 459.99, mrp: 899.99, category: 'tshirt', kind: 'tshirt', colors: ['black', 'maroon'], stock: [21, 14] },
  { name: 'Mountains Calling Travel Tee', description: 'A line-art Himalayan range for the ones already planning the next trip to Spiti.', price: 429.99, mrp: 799.99, category: 'tshirt', kind: 'tshirt', colors: ['olive', 'navy', 'teal'], stock: [18, 24, 15], tags: ['NEW ARRIVALS'] },
  { name: 'Cricket Fever Tee', description: 'Stadium-ready tee with a vintage cricket bat and ball graphic. Clearance stock, last few pieces.', price: 349.99, mrp: 1199.99, category: 'tshirt', kind: 'tshirt', colors: ['blue', 'white'], stock: [9, 6] },
  { name: 'Minimal Pocket Tee', description: 'Plain everyday tee with a patch pocket, the one you reach for first. Clearance pricing.', price: 299.99, mrp: 899.99, category: 'tshirt', kind: 'tshirt', colors: ['grey', 'black', 'white', 'green'], stock: [40, 38, 35, 12] },

  // Caps
  { name: 'Embroidered Baseball Cap', description: 'Classic six-panel cap with a small embroidered Rangrez mark and an adjustable strap.', price: 399.99, mrp: 699.99, category: 'accessories', kind: 'cap', colors: ['black', 'navy', 'beige', 'red'], stock: [30, 22, 18, 11], bestSeller: ['black'] },
  { name: 'Snapback Street Cap', description: 'Flat-peak snapback with a structured front and a bold embroidered slogan.', price: 549.99, mrp: 899.99, category: 'accessories', kind: 'cap', colors: ['black', 'olive'], stock: [14, 0] },
  { name: 'Custom Name Trucker Cap', description: 'Mesh-back trucker cap printed with the name or word of your choice.', price: 499.99, mrp: 799.99, category: 'accessories', kind: 'cap', colors: ['white', 'navy'], stock: [20, 17], tags: ['NEW ARRIVALS'] },

  // Mugs
  { name: 'Personalised Ceramic Coffee Mug', description: 'Glossy 11 oz ceramic mug printed with your photo or name; dishwasher and microwave safe.', price: 299.99, mrp: 499.99, category: 'accessories', kind: 'mug', colors: ['white'], stock: 60, tags: ['SALE'], bestSeller: true },
  { name: 'Magic Colour Changing Mug', description: 'Black mug that reveals your photo when you pour in hot tea or coffee.', price: 399.99, mrp: 699.99, category: 'accessories', kind: 'mug', colors: ['black'], stock: 42 },
  { name: 'Couple Name Mug Set', description: 'Set of two ceramic mugs printed with both your names, packed in a gift box for anniversaries.', price: 549.99, mrp: 899.99, category: 'accessories', kind: 'mug', colors: ['white', 'pink'], stock: [15, 0] },
  { name: 'Enamel Camping Mug', description: 'Chip-resistant enamel mug with a rolled steel rim for treks, balconies and road trips.', price: 459.99, mrp: 699.99, category: 'accessories', kind: 'mug', colors: ['blue', 'green', 'white'], stock: [13, 9, 16] },
  { name: 'Travel Coffee Tumbler Mug', description: 'Double-walled steel tumbler mug with a slide lid; keeps coffee hot through the commute.', price: 699.99, mrp: 1199.99, category: 'accessories', kind: 'mug', colors: ['black', 'teal'], stock: [19, 12] },
  { name: 'Kulhad Style Chai Mug', description: 'Terracotta-look ceramic mug shaped like a roadside kulhad, printed with your name.', price: 249.99, mrp: 399.99, category: 'accessories', kind: 'mug', colors: ['brown'], stock: 34 },

  // Water bottles
  { name: 'Insulated Steel Water Bottle', description: 'Double-walled 750 ml bottle that keeps drinks cold for 24 hours, printed with your design.', price: 459.99, mrp: 699.99, category: 'accessories', kind: 'bottle', colors: ['teal', 'black', 'pink'], stock: [0, 27, 14], bestSeller: ['black'] },
  { name: 'Copper Water Bottle', description: 'Pure copper bottle with a lacquered hammered finish and your initials engraved.', price: 899.99, mrp: 1499.99, category: 'accessories', kind: 'bottle', colors: ['copper'], stock: 11 },
  { name: 'Kids Sipper Bottle', description: 'Leak-proof 500 ml sipper with a flip straw, printed with your child\'s name. Clearance pricing.', price: 349.99, mrp: 999.99, category: 'accessories', kind: 'bottle', colors: ['blue', 'pink', 'yellow'], stock: [18, 22, 9] },
  { name: 'Gym Shaker Bottle', description: 'Shaker bottle with a steel whisk ball and a printed motivational line. Clearance: 80% off.', price: 299.99, mrp: 1499.99, category: 'accessories', kind: 'bottle', colors: ['black', 'red'], stock: [25, 12] },

  // Mouse pads
  { name: 'Printed Mouse Pad', description: 'Smooth-glide mouse pad with an anti-slip rubber base and stitched edges, printed to order.', price: 299.99, mrp: 399.99, category: 'accessories', kind: 'mousepad', colors: ['navy', 'black'], stock: [35, 28], bestSeller: ['navy'] },
  { name: 'Ergonomic Wrist Rest Mouse Pad', description: 'Memory-foam wrist rest that takes the strain off long workdays, printed with your design.', price: 499.99, mrp: 799.99, category: 'accessories', kind: 'mousepad', colors: ['black', 'grey'], stock: [17, 13] },
  { name: 'Map of India Mouse Pad', description: 'Vintage-style map of India printed edge to edge. Clearance: 80% off.', price: 249.99, mrp: 1249.99, category: 'accessories', kind: 'mousepad', colors: ['beige'], stock: 20 },

  // Key chains
  { name: 'Photo Acrylic Key Chain', description: 'Crystal-clear acrylic key chain printed on both sides with your favourite photo.', price: 199.99, mrp: 349.99, category: 'accessories', kind: 'keychain', colors: ['white'], stock: 80 },
  { name: 'Leather Name Key Chain', description: 'Full-grain leather key chain with your name debossed, ages beautifully with use.', price: 299.99, mrp: 499.99, category: 'accessories', kind: 'keychain', colors: ['brown', 'black'], stock: [26, 19] },
  { name: 'Metal Bike Key Chain', description: 'Die-cast metal key chain shaped like a classic Indian motorcycle.', price: 249.99, mrp: 399.99, category: 'accessories', kind: 'keychain', colors: ['grey'], stock: 31 },

  // Hand bags
  { name: 'Canvas Tote Bag', description: 'Heavy canvas tote with an inner pocket, printed with your art or words.', price: 399.99, mrp: 699.99, category: 'accessories', kind: 'totebag', colors: ['beige', 'black'], stock: [29, 21] },
  { name: 'Printed Jute Hand Bag', description: 'Eco-friendly jute hand bag with cotton-rope handles and a Madhubani print.', price: 459.99, mrp: 799.99, category: 'accessories', kind: 'totebag', colors: ['beige', 'green'], stock: [18, 12] },
  { name: 'Quilted Sling Hand Bag', description: 'Compact quilted sling with a chain strap, magnetic flap and room for phone, keys and cards.', price: 899.99, mrp: 1599.99, category: 'accessories', kind: 'totebag', colors: ['maroon', 'black'], stock: [0, 9], tags: ['NEW ARRIVALS'] },

  // Wall frames
  { name: 'Personalised Wall Photo Frame', description: 'Your photo printed and framed in a slim moulding, ready to hang or stand.', price: 599.99, mrp: 999.99, category: 'accessories', kind: 'frame', colors: ['black', 'white', 'brown'], stock: [15, 12, 10] },
  { name: 'Collage Wall Frame Set', description: 'Set of six frames with a paper template, for a gallery wall of family memories.', price: 1299.99, mrp: 2199.99, category: 'accessories', kind: 'frame', colors: ['black'], stock: 8 },

  // Metal sheets
  { name: 'Vintage Metal Sheet Poster', description: 'Retro tin-sign style metal sheet printed with classic Indian ad art.', price: 499.99, mrp: 899.99, category: 'accessories', kind: 'metalsheet', colors: ['red', 'blue', 'yellow'], stock: [14, 11, 9] },
  { name: 'Custom Name Metal Sheet Plate', description: 'Weatherproof printed metal name plate for your door or desk.', price: 699.99, mrp: 1199.99, category: 'accessories', kind: 'metalsheet', colors: ['grey', 'black'], stock: [12, 10] },

  // Keyboard pads
  { name: 'Extended Keyboard Pad Desk Mat', description: 'Large desk mat that fits keyboard and mouse, with stitched edges and your print.', price: 599.99, mrp: 999.99, category: 'accessories', kind: 'keyboardpad', colors: ['black', 'navy', 'grey'], stock: [24, 17, 13] },
  { name: 'Anime Skyline Keyboard Pad', description: 'Neon city skyline keyboard pad for late-night gaming and coding sessions.', price: 649.99, mrp: 1099.99, category: 'accessories', kind: 'keyboardpad', colors: ['purple', 'teal'], stock: [16, 11], tags: ['NEW ARRIVALS'] },
];

/** The demo catalogue seeded into an empty database: about 130 products across clothing and printed merchandise. */
export function demoCatalogue(): ProductSeed[] {
  return FAMILIES.flatMap((f) =>
    f.colors.map((color, i): ProductSeed => {
      const defaults = KIND_DEFAULTS[f.kind];
      return {
        name: f.name,
        description: f.description,
        price: f.price,
        mrp: f.mrp,
        category: f.category,
        kind: f.kind,
        color,
        sizes: defaults.sizes,
        sizeNote: defaults.sizeNote,
        features: f.features ?? defaults.features,
        tags: f.tags,
        stock: Array.isArray(f.stock) ? f.stock[i] : f.stock,
        bestSeller: f.bestSeller === true || (Array.isArray(f.bestSeller) && f.bestSeller.includes(color)),
      };
    }),
  );
}
