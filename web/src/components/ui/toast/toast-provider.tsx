import { UI } from '@shared/shell-constants';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../button';
import { CloseButton } from '../close-button';
// Not the modal's barrel: the dialog itself (and its styles) would come into every page's first script.
import { useTopModal } from '../modal/open-modals';
import styles from './toast.module.css';
import { ToastContext, type ToastInput, type ToastVariant } from './toast-context';

interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  durationMs: number;
  action?: ToastInput['action'];
  leaving: boolean;
}

let nextId = 0;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const removalTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: string) => {
    if (removalTimers.current.has(id)) return;
    // Mark as leaving so the exit animation plays, then drop it from the list.
    setToasts((all) => all.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast)));
    const timer = setTimeout(() => {
      removalTimers.current.delete(id);
      setToasts((all) => all.filter((toast) => toast.id !== id));
    }, UI.toastExitMs);
    removalTimers.current.set(id, timer);
  }, []);

  const show = useCallback((input: ToastInput) => {
    nextId += 1;
    const id = `toast-${nextId}`;
    setToasts((all) => [
      ...all,
      {
        id,
        title: input.title,
        description: input.description,
        variant: input.variant ?? 'info',
        durationMs: input.durationMs ?? UI.toastDurationMs,
        action: input.action,
        leaving: false,
      },
    ]);
    return id;
  }, []);

  useEffect(() => {
    const timers = removalTimers.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  // A modal dialog makes the rest of the page inert: while one is open, the notices (a status change in the
  // applicant panel, with its Undo) are drawn inside it, where they can be read and clicked.
  const modal = useTopModal();
  const region = (
    <section className={styles.region} aria-label="Notifications">
      <ol className={styles.list} aria-live="polite">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </ol>
    </section>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {modal ? createPortal(region, modal) : region}
    </ToastContext.Provider>
  );
}

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: string) => void }) {
  const [paused, setPaused] = useState(false);
  const offers = Boolean(toast.action);

  useEffect(() => {
    // Pausing while pointed at or focused gives people time to read (WCAG 2.2.1); the full time restarts after.
    // An offer (Undo) is open as long as the server honours it, a real-time limit that pausing would hide.
    if ((paused && !offers) || toast.leaving) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [paused, offers, toast.leaving, toast.durationMs, toast.id, onDismiss]);

  return (
    <li
      className={[styles.toast, styles[toast.variant], toast.leaving ? styles.leaving : undefined]
        .filter(Boolean)
        .join(' ')}
      role={toast.variant === 'error' ? 'alert' : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      style={{ animationDuration: `${UI.toastExitMs}ms` }}
    >
      <div className={styles.body}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
      </div>
      {toast.action ? (
        <Button
          variant="outline"
          size="sm"
          className={styles.action}
          onClick={() => {
            toast.action?.onAction();
            onDismiss(toast.id);
          }}
        >
          {toast.action.label}
        </Button>
      ) : null}
      <CloseButton
        label="Dismiss notification"
        onClick={() => onDismiss(toast.id)}
        className={styles.close}
      />
    </li>
  );
}
