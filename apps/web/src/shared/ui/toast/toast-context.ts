import { createContext } from 'react';
import type { ToastKind } from './toast-kinds';

export type Notify = (kind: ToastKind, detail: string, summary?: string) => void;

export const ToastContext = createContext<Notify | null>(null);
