/*
 * The payment provider's checkout (Razorpay Checkout, or the local stand-in that speaks its API) is a
 * script of the provider's, loaded only when someone pays: no other page, and no visitor, downloads it.
 */

/** The success fields the checkout hands back, signed by the provider (verified on the server). */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What the checkout reports when a payment attempt fails. */
export interface CheckoutFailure {
  error: {
    code?: string;
    description?: string;
    source?: string;
    step?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}

export interface CheckoutOptions {
  key: string;
  /** In paise. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string };
  theme: { color: string };
  handler: (response: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
}

export interface CheckoutInstance {
  on(event: 'payment.failed', callback: (response: CheckoutFailure) => void): void;
  open(): void;
}

export type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}

const loads = new Map<string, Promise<CheckoutConstructor>>();

/**
 * Adds the checkout script once per URL and resolves with its constructor. A failed load is forgotten, so
 * the next attempt to pay tries again (a dropped connection should not need a reload).
 */
export function loadCheckout(url: string): Promise<CheckoutConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  const pending = loads.get(url);
  if (pending) return pending;
  const loading = new Promise<CheckoutConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error('The checkout script did not define the checkout'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('The checkout script could not be loaded'));
    };
    document.head.append(script);
  });
  loads.set(url, loading);
  loading.catch(() => loads.delete(url));
  return loading;
}
