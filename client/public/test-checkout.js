/*
 * Test-mode stand-in for Razorpay's checkout.js, loaded instead of it when the shop runs without
 * Razorpay keys (the server says which script to load: GraphQL `paymentConfig`). It exposes the same
 * API the shop uses: `new Razorpay(options)`, `.on('payment.failed', fn)`, `.open()`, `options.handler`
 * and `options.modal.ondismiss`, and shows a small payment window with Pay and Fail. Pay asks the
 * shop's test-mode provider for a signed payment, exactly what Razorpay's servers would hand back.
 * No money moves.
 *
 * Legacy storefronts load this script from the shop while their pages live on another origin, so the
 * script calls the shop it was loaded from (its own URL), never a path relative to the page.
 */
(function () {
  'use strict';

  // Read while the script runs: document.currentScript is null afterwards (and for modules).
  var SCRIPT = document.currentScript;
  var SHOP_ORIGIN = SCRIPT && SCRIPT.src ? new URL(SCRIPT.src, document.baseURI).origin : window.location.origin;
  var PAY_URL = SHOP_ORIGIN + '/api/v1/payments/test-checkout/pay';

  var STYLE_ID = 'rzp-test-style';
  var CSS = [
    '.rzp-test-backdrop{position:fixed;inset:0;z-index:2147483000;background:rgba(20,14,10,.6);display:grid;place-items:center;padding:12px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
    '.rzp-test{width:min(380px,100%);background:#fff;color:#1f1b16;border-radius:14px;box-shadow:0 20px 60px rgba(0,0,0,.35);overflow:hidden}',
    '.rzp-test__head{background:#0c2451;color:#fff;padding:16px 20px;display:flex;justify-content:space-between;align-items:flex-start;gap:12px}',
    '.rzp-test__head h2{margin:0;font-size:1.1rem}',
    '.rzp-test__head p{margin:4px 0 0;font-size:.85rem;opacity:.85}',
    '.rzp-test__x{background:transparent;border:0;color:#fff;font-size:1.4rem;line-height:1;cursor:pointer;padding:4px 8px;border-radius:6px}',
    '.rzp-test__body{padding:20px}',
    '.rzp-test__amount{font-size:1.8rem;font-weight:700;margin:0 0 4px}',
    '.rzp-test__note{font-size:.85rem;color:#6b625a;margin:0 0 16px}',
    '.rzp-test__mode{display:inline-block;background:#fdf0c9;color:#7a5a07;font-weight:700;font-size:.75rem;letter-spacing:.06em;padding:2px 8px;border-radius:999px;margin-bottom:12px}',
    '.rzp-test__actions{display:grid;grid-template-columns:1fr 1fr;gap:12px}',
    '.rzp-test__btn{min-height:44px;border-radius:8px;font-weight:700;font-size:1rem;cursor:pointer;border:1px solid #d5cdc2;background:#fff}',
    '.rzp-test__btn--pay{background:#2e7d4f;border-color:#2e7d4f;color:#fff}',
    '.rzp-test__btn--fail{color:#b3261e;border-color:#b3261e}',
    '.rzp-test__btn:disabled{opacity:.6;cursor:wait}',
    '.rzp-test__error{color:#b3261e;font-size:.9rem;margin:12px 0 0}',
    '.rzp-test button:focus-visible{outline:3px solid #d9942b;outline-offset:2px}',
  ].join('\n');

  function ensureStyle() {
    if (document.getElementById(STYLE_ID)) return;
    var style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.appendChild(style);
  }

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      node.setAttribute(k, attrs[k]);
    });
    if (text) node.textContent = text;
    return node;
  }

  function rupees(paise, currency) {
    try {
      return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency || 'INR' }).format(paise / 100);
    } catch (e) {
      return '₹' + (paise / 100).toFixed(2);
    }
  }

  function randomId(prefix) {
    var chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    var id = '';
    for (var i = 0; i < 14; i++) id += chars[Math.floor(Math.random() * chars.length)];
    return prefix + '_' + id;
  }

  function TestCheckout(options) {
    if (!(this instanceof TestCheckout)) return new TestCheckout(options);
    this.options = options || {};
    this.listeners = {};
    this.root = null;
  }

  TestCheckout.prototype.on = function (event, fn) {
    (this.listeners[event] = this.listeners[event] || []).push(fn);
  };

  TestCheckout.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (fn) {
      fn(payload);
    });
  };

  TestCheckout.prototype.close = function () {
    if (!this.root) return;
    document.removeEventListener('keydown', this.onKey, true);
    this.root.remove();
    this.root = null;
    if (this.returnFocus && this.returnFocus.focus) this.returnFocus.focus();
  };

  TestCheckout.prototype.open = function () {
    if (this.root) return;
    var self = this;
    var o = this.options;
    ensureStyle();
    this.returnFocus = document.activeElement;

    var backdrop = el('div', { class: 'rzp-test-backdrop' });
    var box = el('div', { class: 'rzp-test', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'rzp-test-title' });
    var head = el('div', { class: 'rzp-test__head' });
    var titles = el('div');
    titles.appendChild(el('h2', { id: 'rzp-test-title' }, (o.name || 'Payment') + ' · Test payment'));
    titles.appendChild(el('p', {}, o.description || ''));
    var x = el('button', { type: 'button', class: 'rzp-test__x', 'aria-label': 'Close payment window' }, '×');
    head.appendChild(titles);
    head.appendChild(x);

    var body = el('div', { class: 'rzp-test__body' });
    body.appendChild(el('span', { class: 'rzp-test__mode' }, 'TEST MODE'));
    body.appendChild(el('p', { class: 'rzp-test__amount', 'data-testid': 'test-checkout-amount' }, rupees(Number(o.amount) || 0, o.currency)));
    body.appendChild(el('p', { class: 'rzp-test__note' }, 'No money moves. Order ' + (o.order_id || '') + '.'));
    var actions = el('div', { class: 'rzp-test__actions' });
    var fail = el('button', { type: 'button', class: 'rzp-test__btn rzp-test__btn--fail' }, 'Fail');
    var pay = el('button', { type: 'button', class: 'rzp-test__btn rzp-test__btn--pay' }, 'Pay');
    actions.appendChild(fail);
    actions.appendChild(pay);
    body.appendChild(actions);
    var error = el('p', { class: 'rzp-test__error', role: 'alert' });
    body.appendChild(error);

    box.appendChild(head);
    box.appendChild(body);
    backdrop.appendChild(box);
    document.body.appendChild(backdrop);
    this.root = backdrop;

    var buttons = [x, fail, pay];
    function busy(on) {
      buttons.forEach(function (b) {
        b.disabled = on;
      });
    }

    function dismiss() {
      self.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    }

    x.addEventListener('click', dismiss);

    fail.addEventListener('click', function () {
      var paymentId = randomId('pay');
      self.close();
      self.emit('payment.failed', {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed (test mode)',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: o.order_id, payment_id: paymentId },
        },
      });
    });

    pay.addEventListener('click', function () {
      busy(true);
      error.textContent = '';
      fetch(PAY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: o.order_id, key: o.key }),
      })
        .then(function (res) {
          if (!res.ok) throw new Error('status ' + res.status);
          return res.json();
        })
        .then(function (response) {
          self.close();
          if (typeof o.handler === 'function') o.handler(response);
        })
        .catch(function () {
          busy(false);
          error.textContent = 'The test payment could not reach the shop. Try again.';
        });
    });

    // Keyboard: Escape closes (like Razorpay's own window), Tab stays inside the window.
    this.onKey = function (e) {
      if (!self.root) return;
      if (e.key === 'Escape' && !(o.modal && o.modal.escape === false)) {
        e.preventDefault();
        e.stopPropagation();
        dismiss();
      } else if (e.key === 'Tab') {
        var enabled = buttons.filter(function (b) {
          return !b.disabled;
        });
        if (!enabled.length) return;
        var i = enabled.indexOf(document.activeElement);
        var next = e.shiftKey ? (i <= 0 ? enabled.length - 1 : i - 1) : (i + 1) % enabled.length;
        e.preventDefault();
        enabled[next].focus();
      }
    };
    document.addEventListener('keydown', this.onKey, true);
    pay.focus();
  };

  window.Razorpay = TestCheckout;
})();
