import { useContext } from 'react';
import { ToastContext, type Notify } from './toast-context';

/** Shows a toast of one of the spec's kinds: `notify('fail', message, summary)`. */
export function useToast(): Notify {
  const notify = useContext(ToastContext);
  if (!notify) throw new Error('useToast must be used inside ToastProvider');
  return notify;
}
