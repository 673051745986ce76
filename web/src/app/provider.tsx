import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast';

/** What every page may use. The query cache is not among them: it loads with the pages that need it. */
export function AppProvider({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}
