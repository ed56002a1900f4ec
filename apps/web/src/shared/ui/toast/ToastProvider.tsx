import { Toast, type ToastPassThroughOptions } from 'primereact/toast';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { ToastContext, type Notify } from './toast-context';
import { toastBus } from './toast-bus';
import { toastKinds } from './toast-kinds';

/**
 * The stack is one polite live region that is always there, so a screen reader reads each toast as it
 * comes without cutting in; PrimeReact makes each message an assertive alert of its own, which would
 * interrupt and be read twice.
 */
const politeToasts: ToastPassThroughOptions = {
  root: { role: 'status', 'aria-live': 'polite', 'aria-atomic': false },
  message: { role: undefined, 'aria-live': undefined, 'aria-atomic': undefined },
};

/** One toast stack for the whole app, at the top right (spec section 9). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const toast = useRef<Toast>(null);
  const notify = useCallback<Notify>((kind, detail, summary) => {
    toast.current?.show({ ...toastKinds[kind], summary, detail });
  }, []);
  useEffect(() => toastBus.subscribe(notify), [notify]);

  return (
    <ToastContext.Provider value={notify}>
      <Toast ref={toast} position="top-right" pt={politeToasts} data-testid="toast-live" />
      {children}
    </ToastContext.Provider>
  );
}
