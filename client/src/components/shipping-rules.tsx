import { useQuery } from '@apollo/client/react';
import { ShippingRulesDocument } from '../gql/graphql';
import { groupIndian } from '../lib/money';

/** ₹1,000 or ₹49.50: whole rupees without paise, as the shop writes its rules. */
export function rupeesText(paise: number): string {
  const whole = Math.floor(paise / 100);
  const rest = paise % 100;
  return `₹${groupIndian(whole)}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * The owner's shipping rules (back office settings), as every page that states them reads them:
 * footer, marquee, About, Terms and the shipping policy. Null while they load: the sentences that
 * need a figure then wait rather than guess it.
 */
export function useShippingRules() {
  const { data } = useQuery(ShippingRulesDocument, { fetchPolicy: 'cache-first' });
  return data?.shippingRules ?? null;
}

/** "Free shipping on orders of ₹1,000 or more" (or on every order), from the rules; null while they load. */
export function freeShippingText(rules: { freeOverPaise: number; flatPaise: number } | null, lead = 'Free shipping'): string | null {
  if (!rules) return null;
  if (rules.freeOverPaise === 0 || rules.flatPaise === 0) return `${lead} on every order`;
  return `${lead} on orders of ${rupeesText(rules.freeOverPaise)} or more`;
}

/** The rule in a sentence: free at or over the threshold, the flat charge below it, the COD fee if any. */
export function ShippingRuleSentence() {
  const rules = useShippingRules();
  if (!rules) return <>Any shipping charge is shown in your cart and at checkout, before you pay.</>;
  const free = freeShippingText(rules, 'Shipping is free')!;
  const below = rules.freeOverPaise > 0 && rules.flatPaise > 0 ? `; below that it costs ${rupeesText(rules.flatPaise)}, shown in your cart and at checkout` : '';
  const cod = rules.codFeePaise > 0 ? ` Cash on delivery adds ${rupeesText(rules.codFeePaise)}.` : '';
  return (
    <>
      {free} (after any discounts){below}.{cod}
    </>
  );
}

/** "Free shipping on orders of ₹1,000 or more", or nothing while the rules load. */
export function FreeShippingText({ lead }: { lead?: string }) {
  const text = freeShippingText(useShippingRules(), lead);
  return text ? <>{text}</> : null;
}
