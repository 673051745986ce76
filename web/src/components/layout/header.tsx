import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { NavLink, useLocation } from '@/lib/router';
import { Brand } from './brand';
import styles from './header.module.css';
import { navClassName } from './nav-class-name';
import { type NavLinkItem, navLinksFor, type ShellSession } from './nav-links';

// header.module.css's breakpoint: below it the links move into the menu.
const MOBILE_QUERY = '(max-width: 1023.98px)';

export interface HeaderProps {
  /** The signed-in person, or null for a visitor. */
  session: ShellSession | null;
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

/*
 * A signed-in person's actions (the account menu, their own pages, sign-out) load with their session: a
 * visitor's first page, every public page, leaves them out (ADR 0004). Meanwhile the bar keeps its place.
 */
const SignedInActions = lazy(() => import('./signed-in-actions'));

function AccountActions({ session, stacked = false }: { session: ShellSession | null; stacked?: boolean }) {
  const className = stacked ? styles.actionsStacked : styles.actions;
  if (session) {
    return (
      <Suspense fallback={<div className={className} />}>
        <SignedInActions session={session} stacked={stacked} />
      </Suspense>
    );
  }
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
