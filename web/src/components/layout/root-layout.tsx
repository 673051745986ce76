import { type ReactNode, Suspense, useRef } from 'react';
import { CrashScreen, ErrorBoundary } from '@/components/errors';
import { Outlet, useLocation } from '@/lib/router';
import { Footer } from './footer';
import { Header } from './header';
import type { ShellSession } from './nav-links';
import { PageLoader } from './page-loader';
import styles from './root-layout.module.css';
import { useRouteChangeFocus } from './use-route-change-focus';

export interface RootLayoutProps {
  /** The signed-in person for the header, or null for a visitor. */
  session?: ShellSession | null;
  /** A notice between the header and the page (the verification banner). */
  banner?: ReactNode;
  /** The next page's code is loading (the current page stays meanwhile): a thin bar says so. */
  pageLoading?: boolean;
}

/** The admin console (/admin/...) is a workplace: its pages keep the header and leave out the site's footer. */
const isConsolePath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/** Header, an optional banner, the page (a crash of it shows inside the shell), footer. */
export function RootLayout({ session = null, banner, pageLoading = false }: RootLayoutProps) {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useRouteChangeFocus(mainRef);

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      {pageLoading ? <div className={styles.progress} aria-hidden="true" /> : null}
      <Header session={session} />
      {banner}
      <main id="main-content" ref={mainRef} tabIndex={-1} className={styles.main}>
        <ErrorBoundary resetKey={pathname} fallback={(error) => <CrashScreen error={error} />}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {isConsolePath(pathname) ? null : <Footer session={session} />}
    </div>
  );
}
