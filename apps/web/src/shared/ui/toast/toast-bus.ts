import type { Notify } from './toast-context';

let listener: Notify | null = null;

/** Lets code outside React (the query cache, the API client) show toasts through the one ToastProvider. */
export const toastBus = {
  subscribe(notify: Notify): () => void {
    listener = notify;
    return () => {
      if (listener === notify) listener = null;
    };
  },
  show: ((kind, detail, summary) => {
    listener?.(kind, detail, summary);
  }) as Notify,
};
