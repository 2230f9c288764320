const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** ₹1,299.99 from 129999 paise. */
export function formatPaise(paise: number): string {
  return inr.format(paise / 100);
}
