import type { Toast, ToastMessage } from 'primereact/toast';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type Notify } from './toast-context';
import { toastBus } from './toast-bus';
import { toastKinds } from './toast-kinds';

// PrimeReact's Toast is its own chunk, off the first load (docs/performance.md, "First load"): it is
// fetched when the browser is idle after the first page, or by the first toast, whichever comes first.
const loadToast = () => import('primereact/toast');
const LazyToast = lazy(async () => ({ default: (await loadToast()).Toast }));

/** One toast stack for the whole app, at the top right (spec section 9). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const toast = useRef<Toast | null>(null);
  // Toasts asked for before the component has loaded; shown as soon as it mounts.
  const waiting = useRef<ToastMessage[]>([]);
  const [mounted, setMounted] = useState(false);
  const attach = useCallback((instance: Toast | null) => {
    toast.current = instance;
    if (instance && waiting.current.length > 0) {
      instance.show(waiting.current);
      waiting.current = [];
    }
  }, []);
  const notify = useCallback<Notify>((kind, detail, summary) => {
    const message: ToastMessage = { ...toastKinds[kind], summary, detail };
    if (toast.current) {
      toast.current.show(message);
    } else {
      waiting.current.push(message);
      setMounted(true);
    }
  }, []);
  useEffect(() => toastBus.subscribe(notify), [notify]);
  useEffect(() => {
    const mount = () => setMounted(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(mount, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(mount, 500);
    return () => clearTimeout(id);
  }, []);

  return (
    <ToastContext.Provider value={notify}>
      {mounted && (
        <Suspense fallback={null}>
          <LazyToast ref={attach} position="top-right" />
        </Suspense>
      )}
      {children}
    </ToastContext.Provider>
  );
}
