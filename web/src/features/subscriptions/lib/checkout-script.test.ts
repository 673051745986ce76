// Boundary: loading the payment provider's checkout script on demand, against a stubbed document and window.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutConstructor } from './checkout-script';

/** Just enough of a script element: the loader sets src and the handlers, and may remove it. */
interface FakeScript {
  src: string;
  async: boolean;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  removed: boolean;
  remove(): void;
}

let added: FakeScript[];
let fakeWindow: { Razorpay?: CheckoutConstructor };

const Checkout = function Checkout() {} as unknown as CheckoutConstructor;

beforeEach(() => {
  vi.resetModules();
  added = [];
  fakeWindow = {};
  vi.stubGlobal('window', fakeWindow);
  vi.stubGlobal('document', {
    createElement: () => {
      const script: FakeScript = {
        src: '',
        async: false,
        onload: null,
        onerror: null,
        removed: false,
        remove() {
          this.removed = true;
        },
      };
      return script;
    },
    head: { append: (script: FakeScript) => added.push(script) },
  });
});

afterEach(() => vi.unstubAllGlobals());

/** A fresh module each test: the loader remembers its loads for the page's lifetime. */
const loader = async () => (await import('./checkout-script')).loadCheckout;

describe('loadCheckout', () => {
  it('adds the script once, however many times paying starts while it loads, and resolves with the checkout', async () => {
    const loadCheckout = await loader();
    const first = loadCheckout('https://checkout.example/v1/checkout.js');
    const second = loadCheckout('https://checkout.example/v1/checkout.js');
    expect(added).toHaveLength(1);
    expect(added[0]?.src).toBe('https://checkout.example/v1/checkout.js');
    fakeWindow.Razorpay = Checkout;
    added[0]?.onload?.();
    await expect(first).resolves.toBe(Checkout);
    await expect(second).resolves.toBe(Checkout);
    // Once defined, the checkout is used without another script.
    await expect(loadCheckout('https://checkout.example/v1/checkout.js')).resolves.toBe(Checkout);
    expect(added).toHaveLength(1);
  });

  it('fails when the script cannot be fetched, removes it, and the next attempt loads it anew', async () => {
    const loadCheckout = await loader();
    const failed = loadCheckout('https://checkout.example/v1/checkout.js');
    added[0]?.onerror?.();
    await expect(failed).rejects.toThrow('could not be loaded');
    expect(added[0]?.removed).toBe(true);

    const retry = loadCheckout('https://checkout.example/v1/checkout.js');
    expect(added).toHaveLength(2);
    fakeWindow.Razorpay = Checkout;
    added[1]?.onload?.();
    await expect(retry).resolves.toBe(Checkout);
  });

  it('fails when the script loads but defines no checkout (a wrong URL answering some other script)', async () => {
    const loadCheckout = await loader();
    const loading = loadCheckout('https://checkout.example/other.js');
    added[0]?.onload?.();
    await expect(loading).rejects.toThrow('did not define the checkout');
  });
});
