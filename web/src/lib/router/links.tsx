import { type ComponentProps, type MouseEvent, type ReactElement, useEffect, useRef } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from './location';

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'>, NavigateOptions {
  /** An address within the app ('/jobs?location=Pune', '#main-content'). */
  to: string;
}

/** A click the app should handle itself: not one asking for a new tab or window, or a download. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self')
  );
}

/** A link to a page of the app: a real <a href>, followed without reloading the page. */
export function Link({ to, replace, state, onClick, target, ...props }: LinkProps): ReactElement {
  const navigate = useNavigate();
  return (
    <a
      {...props}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target)) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on its own address, not on the pages below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

/** Whether the page at `pathname` is the link's page (or below it, unless `end`). */
function isActivePath(pathname: string, to: string, end: boolean | undefined): boolean {
  const target = (to.split(/[?#]/)[0] ?? '').replace(/(.)\/$/, '$1').toLowerCase();
  const current = pathname.replace(/(.)\/$/, '$1').toLowerCase();
  if (current === target) return true;
  return !end && target !== '/' && current.startsWith(`${target}/`);
}

/** A navigation link that knows whether it points at the current page (aria-current="page"). */
export function NavLink({ end, className, ...props }: NavLinkProps): ReactElement {
  const { pathname } = useLocation();
  const isActive = isActivePath(pathname, props.to, end);
  return (
    <Link
      {...props}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

/** Navigates once it has rendered (a redirect); draws nothing. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions): null {
  const navigate = useNavigate();
  // StrictMode runs effects twice; one redirect must not push two entries.
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (done.current === to) return;
    done.current = to;
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}
