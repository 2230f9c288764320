/** The parts of Razorpay's checkout.js API we use; the test-mode stand-in implements the same. */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayFailure {
  error: { code?: string; description?: string; metadata?: { order_id?: string; payment_id?: string } };
}

export interface RazorpayOptions {
  key: string;
  /** In paise. */
  amount: number;
  currency: string;
  name: string;
  description?: string;
  image?: string;
  order_id: string;
  prefill?: { name?: string; email?: string; contact?: string };
  notes?: Record<string, string>;
  theme?: { color?: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void; escape?: boolean };
}

export interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: RazorpayFailure) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

const loading = new Map<string, Promise<boolean>>();

/** Loads the checkout script once; false when it cannot load (offline, blocked). A failure may be retried. */
export function loadCheckoutScript(src: string): Promise<boolean> {
  const existing = loading.get(src);
  if (existing) return existing;
  const promise = new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve(typeof window.Razorpay === 'function');
    script.onerror = () => {
      script.remove();
      resolve(false);
    };
    document.body.appendChild(script);
  }).then((ok) => {
    if (!ok) loading.delete(src);
    return ok;
  });
  loading.set(src, promise);
  return promise;
}
