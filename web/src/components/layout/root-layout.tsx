import { useRef } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import styles from './root-layout.module.css';
import { useRouteChangeFocus } from './use-route-change-focus';

/** Header, the page, footer. The auth feature will pass the signed-in session to the header. */
export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const navigation = useNavigation();
  useRouteChangeFocus(mainRef);

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      {navigation.state === 'loading' ? <div className={styles.progress} aria-hidden="true" /> : null}
      <Header session={null} />
      <main id="main-content" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
