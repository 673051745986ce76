import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from '@/lib/router';
import styles from './account-menu.module.css';
import type { NavLinkItem } from './nav-links';

interface AccountMenuProps {
  /** What the button shows: the picture and the greeting. */
  avatar?: ReactNode;
  greeting: string;
  links: NavLinkItem[];
}

/**
 * The greeting as a disclosure button on wide screens, opening the person's own pages (a candidate's saved
 * jobs and applications, an employer's subscription). The bar beside it keeps Profile and Sign out in
 * view; the mobile menu lists these links plainly. Closes on Escape, on a click or focus elsewhere, and on navigation.
 */
export function AccountMenu({ avatar, greeting, links }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change on purpose.
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    // A click or the keyboard's focus landing anywhere else closes it.
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {avatar}
        <span className={styles.greeting}>{greeting}</span>
        <span className="visually-hidden">, your pages</span>
        <span className={styles.chevron} aria-hidden="true">
          ▾
        </span>
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {links.map((link) => (
          <li key={link.label}>
            <NavLink to={link.to} className={styles.link}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
