import { type ReactNode, useEffect } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import { APP_READY_EVENT } from './early-clicks';

/** What every page may use. The query cache is not among them: it loads with the pages that need it. */
export function AppProvider({ children }: { children: ReactNode }) {
  // After the first commit the page is the app's: a tap kept from before can be given again (early-clicks).
  useEffect(() => {
    window.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
  return <ToastProvider>{children}</ToastProvider>;
}
