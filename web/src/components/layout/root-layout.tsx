import { type ReactNode, useRef } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import type { ShellSession } from './nav-links';
import styles from './root-layout.module.css';
import { useRouteChangeFocus } from './use-route-change-focus';

export interface RootLayoutProps {
  /** The signed-in person for the header, or null for a visitor. */
  session?: ShellSession | null;
  /** A notice between the header and the page (the verification banner). */
  banner?: ReactNode;
}

/** Header, an optional banner, the page, footer. */
export function RootLayout({ session = null, banner }: RootLayoutProps) {
  const mainRef = useRef<HTMLElement>(null);
  const navigation = useNavigation();
  useRouteChangeFocus(mainRef);

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      {navigation.state === 'loading' ? <div className={styles.progress} aria-hidden="true" /> : null}
      <Header session={session} />
      {banner}
      <main id="main-content" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer session={session} />
    </div>
  );
}
