import type { ToastMessage } from 'primereact/toast';

export type ToastKind = 'todo' | 'done' | 'warn' | 'undo' | 'fail';

/** The toast kinds of spec section 8: severity and lifetime. */
export const toastKinds: Record<ToastKind, Pick<ToastMessage, 'severity' | 'life'>> = {
  todo: { severity: 'warn', life: 1500 },
  done: { severity: 'success', life: 2000 },
  warn: { severity: 'warn', life: 5000 },
  undo: { severity: 'info', life: 1000 },
  fail: { severity: 'error', life: 5000 },
};
