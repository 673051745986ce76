import { createContext, useContext } from 'react';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long the toast stays before it closes by itself; the spec's default is 5000 ms. */
  durationMs?: number;
  /**
   * One thing the toast offers to do (e.g. Undo); choosing it closes the toast. A toast with an action
   * closes on time even while pointed at: the offer lasts as long as the server keeps it open.
   */
  action?: { label: string; onAction: () => void };
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (toast: ToastInput) => string;
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
