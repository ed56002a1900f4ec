/** A VAPID key pair for tests only (the server's VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY). */
export const TEST_VAPID_KEYS = {
  VAPID_PUBLIC_KEY: 'BJmGVm0AKA-h0FUg65bQwDmwrZSkiorTqzL4tGRtfHRTECWaQRQXywDRH-oiV3tiEPwHwMBJ_UohpISAwoOHdPA',
  VAPID_PRIVATE_KEY: '5Qgon3K8hqR4wT2p0C2U705TWF8SQ98KLSlvv8soFmY',
};

/**
 * The browser's push service is a third party (offline here): PushManager answers with a subscription
 * of a fake endpoint, as the browser would after asking its vendor's service. Everything else is real.
 */
export function fakePushService(endpoint: string) {
  const p256dh = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
  const auth = 'tBHItJI5svbpez7KI4CCXg';
  class FakeSubscription {
    endpoint = endpoint;
    expirationTime = null;
    constructor(readonly options: PushSubscriptionOptionsInit) {}
    toJSON() {
      return { endpoint, expirationTime: null, keys: { p256dh, auth } };
    }
    unsubscribe() {
      (window as unknown as { __push: unknown }).__push = null;
      return Promise.resolve(true);
    }
  }
  const state = window as unknown as { __push: FakeSubscription | null };
  state.__push = null;
  PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
    state.__push = new FakeSubscription({ ...options });
    return Promise.resolve(state.__push as unknown as PushSubscription);
  };
  PushManager.prototype.getSubscription = function () {
    return Promise.resolve(state.__push as unknown as PushSubscription | null);
  };
}
