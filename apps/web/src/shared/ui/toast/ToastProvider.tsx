import { Toast } from 'primereact/toast';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { ToastContext, type Notify } from './toast-context';
import { toastBus } from './toast-bus';
import { toastKinds } from './toast-kinds';

/** One toast stack for the whole app, at the top right (spec section 9). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const toast = useRef<Toast>(null);
  const notify = useCallback<Notify>((kind, detail, summary) => {
    toast.current?.show({ ...toastKinds[kind], summary, detail });
  }, []);
  useEffect(() => toastBus.subscribe(notify), [notify]);

  return (
    <ToastContext.Provider value={notify}>
      <Toast ref={toast} position="top-right" />
      {children}
    </ToastContext.Provider>
  );
}
