import { useEffect, useId, useRef, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { NavLink, useLocation } from '@/lib/router';
import { AccountMenu } from './account-menu';
import { Brand } from './brand';
import styles from './header.module.css';
import { accountLinksFor, type NavLinkItem, navLinksFor, type ShellSession } from './nav-links';

// header.module.css's breakpoint: below it the links move into the menu.
const MOBILE_QUERY = '(max-width: 1023.98px)';

export interface HeaderProps {
  /** The signed-in person, or null for a visitor. */
  session: ShellSession | null;
}

function navClassName({ isActive }: { isActive: boolean }) {
  return [styles.navLink, isActive ? styles.active : undefined].filter(Boolean).join(' ');
}

function NavList({ links, className }: { links: NavLinkItem[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.label}>
          <NavLink to={link.to} end={link.end} className={navClassName}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function AccountActions({ session, stacked = false }: { session: ShellSession | null; stacked?: boolean }) {
  const className = stacked ? styles.actionsStacked : styles.actions;
  if (!session) {
    return (
      <div className={className}>
        <ButtonLink to={paths.auth.login.getHref()} variant="ghost" fullWidth={stacked}>
          Login
        </ButtonLink>
        <ButtonLink to={paths.auth.signup.getHref()} variant="primary" fullWidth={stacked}>
          Sign Up
        </ButtonLink>
      </div>
    );
  }
  const [account, ...more] = accountLinksFor(session);
  const greeting = `Hi, ${session.user.firstName}`;
  return (
    <div className={className}>
      {more.length > 0 && !stacked ? (
        <AccountMenu avatar={session.avatar} greeting={greeting} links={more} />
      ) : (
        <>
          {session.avatar}
          <span className={styles.greeting}>{greeting}</span>
        </>
      )}
      {more.length > 0 && stacked ? (
        <ul className={styles.accountLinksStacked}>
          {more.map((link) => (
            <li key={link.label}>
              <NavLink to={link.to} className={navClassName}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
      {account ? (
        <ButtonLink to={account.to} variant="secondary" fullWidth={stacked}>
          {account.label}
        </ButtonLink>
      ) : null}
      <Button variant="ghost" onClick={session.onSignOut} fullWidth={stacked}>
        Sign out
      </Button>
    </div>
  );
}

export function Header({ session }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const location = useLocation();
  const links = navLinksFor(session);

  // A navigation from inside the menu closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change on purpose.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    // Growing the window past the mobile breakpoint hides the button, so the menu must not stay open.
    const mobile = window.matchMedia(MOBILE_QUERY);
    const onBreakpoint = () => {
      if (!mobile.matches) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    mobile.addEventListener('change', onBreakpoint);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      mobile.removeEventListener('change', onBreakpoint);
    };
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Brand />
        <nav aria-label="Main" className={styles.desktopNav}>
          <NavList links={links} className={styles.navList} />
        </nav>
        <div className={styles.desktopActions}>
          <AccountActions session={session} />
        </div>
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.menuButton}
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span
            className={[styles.burger, menuOpen ? styles.burgerOpen : undefined].filter(Boolean).join(' ')}
            aria-hidden="true"
          >
            <span />
            <span />
            <span />
          </span>
        </button>
      </div>
      <div id={menuId} className={styles.mobileMenu} hidden={!menuOpen}>
        <nav aria-label="Mobile" className="container">
          <NavList links={links} className={styles.mobileNavList} />
          <AccountActions session={session} stacked />
        </nav>
      </div>
    </header>
  );
}
