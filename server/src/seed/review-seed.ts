import type { Random } from './random';

/** A sample review as seeded: no account behind it, only the name shown. */
export interface ReviewSeed {
  username: string;
  stars: number;
  text: string;
  daysAgo: number;
}

const NAMES = [
  'Aarav S.', 'Priya Nair', 'Rohan Mehta', 'Ananya I.', 'Kabir Singh', 'Sneha Kulkarni', 'Arjun Reddy', 'Meera Joshi',
  'Vikram Rao', 'Ishita Banerjee', 'Farhan Q.', 'Neha Gupta', 'Siddharth Menon', 'Pooja Patel', 'Rahul Verma',
  'Aditi Deshpande', 'Karan Malhotra', 'Zoya Khan', 'Tanvi Shah', 'Nikhil Pillai', 'Sana Sheikh', 'Devansh Jain',
  'Lakshmi R.', 'Harpreet Kaur', 'Gaurav Chauhan', 'Riya Das', 'Manish Yadav', 'Nandini Bose', 'Aman Tiwari', 'Fatima Ali',
];

const CLOTHING: Record<number, string[]> = {
  5: [
    'The fabric is soft and the fit is exactly as per the size chart. I have washed it three times already and the colour has not faded at all. Ordering another colour for my brother.',
    'Bought this for a trip to Goa and it was perfect in the heat. Breathable, does not cling, and it looked good in every photo. Delivery to Pune took just three days.',
    'Honestly better than the big brands I usually buy. Stitching is neat, no loose threads, and the print is sharp. Worth every rupee.',
    'Fits true to size. I am usually an L and the L fits well across the shoulders without being tight around the stomach. Very happy with it.',
    'Gifted this to my husband on his birthday and he has worn it every weekend since. The material feels premium and it still looks new after many washes. The packaging was lovely too, with a handwritten thank-you note inside the box, which was a really nice touch from a small Indian brand.',
    'Super comfortable and the colour is exactly like the photos. Got so many compliments at college!',
    'Third order from Rangrez and the quality has been consistent every time. The cotton breathes well even in Chennai humidity.',
    'Perfect for office Fridays. Does not wrinkle much and the colour is rich without being loud.',
    'My mother loved it so much that she asked me to order one for my aunt as well. Lovely finish on the seams.',
    'Wore it to a wedding sangeet and it held up through hours of dancing. Comfortable and looks classy.',
  ],
  4: [
    'Good quality for the price. The colour is a shade darker than the photos, but I actually like it more.',
    'Nice fabric and a good fit. Took a star off because delivery took a week to Lucknow, but the product itself is great.',
    'Comfortable and well made. Runs slightly long, so if you are short like me consider a size down.',
    'Soft material and the print has held up well after a month of regular use. Would buy again during a sale.',
    'Looks exactly like the pictures. The size chart was accurate, only wish there were more colours.',
    'Fabric is good, slightly see-through in the lighter colour, so wear something underneath.',
    'Happy with the purchase. Packaging could be more eco-friendly but the product is solid.',
  ],
  3: [
    'Decent product. The fit is fine but the fabric is thinner than I expected for this price.',
    'Okay for daily wear. Colour faded a little after the first wash, wash it inside out in cold water.',
    'Average. The fit is boxier than the photos suggest.',
  ],
  2: ['Size runs small, I had to exchange it for a larger one. The exchange was smooth though and customer care was polite.'],
  1: ['Stitching came loose at the shoulder after two washes. Disappointed, expected better.'],
};

const PRINTS: Record<number, string[]> = {
  5: [
    'Gifted this to my sister with our childhood photo on it and she loved it. The print is sharp and has survived the dishwasher many times.',
    'The personalisation came out exactly as I uploaded it, colours were true and the name spelling was perfect. Packed very safely, nothing broken.',
    'Ordered five of these as return gifts for my daughter\'s birthday party. All arrived on time in Noida and every parent asked where I got them from.',
    'Excellent print quality and very sturdy. I use it every day at work and it still looks brand new after two months. Customer support helped me fix a blurry photo before printing, which I really appreciated. Will definitely order more as gifts for Diwali.',
    'Looks even better in person. Great quality and a thoughtful gift for colleagues.',
    'My son\'s name came out in exactly the font I chose. He refuses to use any other one now.',
    'Ordered on Monday, delivered to Hyderabad on Thursday, and the print is crisp. Very impressed.',
    'The colours are vibrant and the finish feels premium. Bought one for myself after gifting one.',
  ],
  4: [
    'Good quality and the print is clear. Slightly smaller than I imagined, so check the dimensions before ordering.',
    'Nice product and well packed. It took five days to reach Kochi, but it was worth the wait.',
    'Print colours are a little muted compared to my phone screen, but overall very happy with it.',
    'Sturdy and well made. Would have been five stars with faster delivery.',
  ],
  3: ['It is fine. The print is good but the finish around the edges could be better.'],
  2: ['The photo came out darker than expected. Support offered a reprint, still waiting for it.'],
  1: ['Arrived with a crack on one side. Refund was processed but I wanted the product for a birthday.'],
};

/** The kinds priced and described as clothing (the rest are printed merchandise). */
export const CLOTHING_KINDS = new Set(['tshirt', 'hoodie', 'shirt', 'kurta', 'dress']);

/** Mostly 4 and 5 stars, as real shops see; best sellers get a few more and happier reviews. */
function stars(r: Random, bestSeller: boolean): number {
  const x = r.next();
  if (bestSeller) return x < 0.62 ? 5 : x < 0.9 ? 4 : x < 0.97 ? 3 : 2;
  return x < 0.45 ? 5 : x < 0.75 ? 4 : x < 0.88 ? 3 : x < 0.95 ? 2 : 1;
}

/** Sample reviews for one product, drawn from `r` so a seed always gives the same reviews. */
export function sampleReviews(r: Random, kind: string, bestSeller: boolean, count: number): ReviewSeed[] {
  // A cap is priced like merchandise but worn: its reviewers talk about fit and fabric.
  const pool = CLOTHING_KINDS.has(kind) || kind === 'cap' ? CLOTHING : PRINTS;
  const used = new Set<string>();
  const reviews: ReviewSeed[] = [];
  const usedTexts = new Set<string>();
  for (let i = 0; i < count; i++) {
    const s = stars(r, bestSeller);
    // Prefer a text this product does not have yet; small pools may still repeat.
    let text = r.pick(pool[s]);
    for (let tries = 0; usedTexts.has(text) && tries < 4; tries++) text = r.pick(pool[s]);
    usedTexts.add(text);
    let name = r.pick(NAMES);
    if (used.has(name)) name = r.pick(NAMES);
    used.add(name);
    reviews.push({ username: name, stars: s, text, daysAgo: r.int(1, 240) });
  }
  return reviews;
}
