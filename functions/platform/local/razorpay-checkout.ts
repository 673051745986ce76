import type { RazorpayOrder } from './razorpay-ledger';

/**
 * The browser side of the local Razorpay stand-in: checkout.js, which gives the page Razorpay Checkout's
 * API (`new Razorpay(options)`, `on('payment.failed')`, `open()`), and the checkout page it shows in an
 * overlay iframe. The page and the script talk by postMessage, each checking the other's origin (and the
 * script also the frame and a per-opening session), as the real checkout does.
 */

/** Tags every message between the page and the script, so unrelated messages are ignored. */
const MESSAGE_SOURCE = 'razorpay-local-checkout';

/** Razorpay's own default theme colour, when the options give none (or one that is not a colour). */
const DEFAULT_COLOUR = '#3399cc';

/** An origin as browsers write it; anything else cannot be a postMessage target or a frame ancestor. */
export const ORIGIN_PATTERN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] as string,
  );
}

const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

/** checkout.js, told the stand-in's own origin (where its page lives and whose messages it trusts). */
export function checkoutScript(origin: string): string {
  return `/* Local Razorpay Checkout stand-in: the API of https://checkout.razorpay.com/v1/checkout.js */
(function () {
  'use strict';
  var ORIGIN = ${JSON.stringify(origin)};
  var SOURCE = ${JSON.stringify(MESSAGE_SOURCE)};

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.key !== 'string' || !options.key) throw new Error('No key passed');
    this.options = options;
    this.callbacks = {};
    this.opened = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.callbacks[event] = this.callbacks[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.callbacks[event] || []).forEach(function (callback) { callback(payload); });
  };

  Razorpay.prototype.open = function () {
    if (this.opened) return this;
    var self = this;
    var options = this.options;
    var prefill = options.prefill || {};
    var session = Math.random().toString(36).slice(2) + Date.now().toString(36);
    var url = new URL('/v1/checkout/embedded', ORIGIN);
    var params = {
      key: options.key,
      order_id: options.order_id || '',
      name: options.name || '',
      description: options.description || '',
      email: prefill.email || '',
      contact: prefill.contact || '',
      customer: prefill.name || '',
      color: (options.theme && options.theme.color) || '',
      origin: window.location.origin,
      session: session
    };
    Object.keys(params).forEach(function (name) { url.searchParams.set(name, params[name]); });

    var overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Razorpay Checkout');
    overlay.setAttribute('data-razorpay-checkout', '');
    var style = overlay.style;
    style.position = 'fixed';
    style.inset = '0';
    style.zIndex = '2147483647';
    style.display = 'flex';
    style.alignItems = 'center';
    style.justifyContent = 'center';
    style.background = 'rgba(0, 0, 0, 0.6)';

    var frame = document.createElement('iframe');
    frame.title = 'Razorpay Checkout';
    frame.src = url.toString();
    frame.style.width = 'min(420px, 100vw)';
    frame.style.height = 'min(580px, 100vh)';
    frame.style.border = '0';
    frame.style.borderRadius = '8px';
    frame.style.background = '#fff';
    // Focus goes into the checkout at once, while the click that opened it still counts as the user's:
    // a cross-origin frame may not take focus by itself. Again on load, once its page is there.
    frame.addEventListener('load', function () { frame.focus(); });
    overlay.appendChild(frame);

    function dismiss() {
      self.close();
      if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
    }
    function onMessage(event) {
      if (event.origin !== ORIGIN || event.source !== frame.contentWindow) return;
      var data = event.data;
      if (!data || data.source !== SOURCE || data.session !== session) return;
      if (data.type === 'payment.success') {
        self.close();
        if (typeof options.handler === 'function') options.handler(data.response);
      } else if (data.type === 'payment.failed') {
        self.emit('payment.failed', data.response);
      } else if (data.type === 'dismiss') {
        dismiss();
      }
    }
    function onKey(event) {
      if (event.key === 'Escape') dismiss();
    }

    this.opened = {
      overlay: overlay,
      onMessage: onMessage,
      onKey: onKey,
      focus: document.activeElement,
      overflow: document.body.style.overflow
    };
    window.addEventListener('message', onMessage);
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    document.body.appendChild(overlay);
    frame.focus();
    return this;
  };

  Razorpay.prototype.close = function () {
    var opened = this.opened;
    if (!opened) return;
    this.opened = null;
    window.removeEventListener('message', opened.onMessage);
    document.removeEventListener('keydown', opened.onKey);
    opened.overlay.remove();
    document.body.style.overflow = opened.overflow;
    if (opened.focus && typeof opened.focus.focus === 'function') opened.focus.focus();
  };

  window.Razorpay = Razorpay;
})();
`;
}

export interface CheckoutPageParams {
  key: string;
  orderId: string;
  name: string;
  description: string;
  email: string;
  contact: string;
  customer: string;
  colour: string;
  parentOrigin: string;
  session: string;
}

/** The page's own policy: only its nonce'd script and style, calls to itself, framed only by the opener. */
export function checkoutPageSecurityPolicy(nonce: string, parentOrigin: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    `frame-ancestors ${parentOrigin}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * The checkout page: the merchant, what is paid for and the order's amount (the order's, never the
 * options', as Razorpay shows it), 'Pay' and 'Fail payment' to choose the outcome, and a close button.
 * Without a payable order it says why and offers only closing.
 */
export function checkoutPage(
  params: CheckoutPageParams,
  order: RazorpayOrder | { problem: string },
  nonce: string,
): string {
  const colour = /^#[0-9A-Fa-f]{3,8}$/.test(params.colour) ? params.colour : DEFAULT_COLOUR;
  const data = {
    key: params.key,
    'order-id': params.orderId,
    email: params.email,
    contact: params.contact,
    description: params.description,
    'parent-origin': params.parentOrigin,
    session: params.session,
  };
  const dataAttributes = Object.entries(data)
    .map(([name, value]) => `data-${name}="${escapeHtml(value)}"`)
    .join(' ');
  const body =
    'problem' in order
      ? `<p class="problem" role="alert">${escapeHtml(order.problem)}</p>`
      : `<p class="amount" aria-label="Amount to pay">${escapeHtml(rupees(order.amount))}</p>
    ${params.email ? `<p class="payer">Paying as ${escapeHtml(params.email)}</p>` : ''}
    <div class="actions">
      <button type="button" id="pay" data-outcome="success">Pay</button>
      <button type="button" id="fail" data-outcome="failure" class="secondary">Fail payment</button>
    </div>
    <p class="note">Test mode: no money moves. 'Fail payment' makes the bank decline this attempt.</p>`;
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Razorpay Checkout (local)</title>
<style nonce="${nonce}">
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: #1f2937; }
  header { display: flex; align-items: flex-start; justify-content: space-between; gap: 12px;
    padding: 20px; background: ${colour}; color: #fff; }
  h1 { margin: 0; font-size: 20px; }
  header p { margin: 4px 0 0; }
  #close { border: 0; background: transparent; color: inherit; font-size: 24px; line-height: 1;
    padding: 4px 8px; cursor: pointer; border-radius: 4px; }
  main { padding: 20px; }
  .amount { font-size: 28px; font-weight: 700; margin: 0 0 8px; }
  .actions { display: flex; flex-direction: column; gap: 10px; margin-top: 20px; }
  .actions button { padding: 12px; font-size: 16px; border-radius: 6px; cursor: pointer;
    border: 2px solid ${colour}; background: ${colour}; color: #fff; }
  .actions button.secondary { background: #fff; color: #b91c1c; border-color: #b91c1c; }
  button:disabled { opacity: 0.6; cursor: wait; }
  button:focus-visible { outline: 3px solid #111827; outline-offset: 2px; }
  .note { font-size: 13px; color: #4b5563; }
  .problem, #status:not(:empty) { padding: 10px; border-radius: 6px; background: #fef2f2; color: #991b1b; }
  #status.ok { background: #f0fdf4; color: #166534; }
</style>
</head>
<body ${dataAttributes}>
  <header>
    <div>
      <h1>${escapeHtml(params.name || 'Razorpay Checkout')}</h1>
      ${params.description ? `<p>${escapeHtml(params.description)}</p>` : ''}
    </div>
    <button type="button" id="close" aria-label="Close">&times;</button>
  </header>
  <main>
    ${body}
    <p id="status" role="status" aria-live="polite"></p>
  </main>
<script nonce="${nonce}">
(function () {
  var data = document.body.dataset;
  var status = document.getElementById('status');
  var buttons = Array.prototype.slice.call(document.querySelectorAll('button[data-outcome]'));
  function post(message) {
    message.source = ${JSON.stringify(MESSAGE_SOURCE)};
    message.session = data.session;
    window.parent.postMessage(message, data.parentOrigin);
  }
  function settle(text, ok) {
    status.textContent = text;
    status.className = ok ? 'ok' : '';
  }
  async function pay(outcome) {
    buttons.forEach(function (button) { button.disabled = true; });
    settle('Processing payment…', true);
    try {
      var answer = await fetch('/v1/checkout/payments', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          key: data.key,
          order_id: data.orderId,
          outcome: outcome,
          email: data.email,
          contact: data.contact,
          description: data.description
        })
      });
      var result = await answer.json();
      if (answer.ok && !result.error) {
        settle('Payment successful', true);
        post({ type: 'payment.success', response: result });
        return;
      }
      settle('Payment failed: ' + (result.error ? result.error.description : 'unexpected answer'), false);
      // Only an attempt the provider recorded is a failed payment; a refused request is not.
      if (result.error.metadata && result.error.metadata.payment_id) {
        post({ type: 'payment.failed', response: result });
      }
    } catch (error) {
      settle('Payment failed: the checkout could not be reached.', false);
    }
    buttons.forEach(function (button) { button.disabled = false; });
    document.getElementById('pay').focus();
  }
  buttons.forEach(function (button) {
    button.addEventListener('click', function () { pay(button.getAttribute('data-outcome')); });
  });
  document.getElementById('close').addEventListener('click', function () { post({ type: 'dismiss' }); });
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') post({ type: 'dismiss' });
  });
  (document.getElementById('pay') || document.getElementById('close')).focus();
})();
</script>
</body>
</html>
`;
}
