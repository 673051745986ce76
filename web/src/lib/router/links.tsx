/*
 * Links for a declarative router. React Router's own Link and NavLink serve its framework mode too:
 * route discovery, link prefetching and view transitions come with them, and they keep its data router's
 * form and fetcher code in every bundle (about 2.8 KB gzip of the shell every page loads first; ADR 0004,
 * revision for issue 29). The app uses none of that; these are the same anchors built from the router's
 * own hooks, so the address, the click handling (modifier keys, targets, same-page clicks) and the
 * active state stay the router's.
 */
import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Navigation state the next page reads from its location. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, state, target, onClick, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...anchor} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkState {
  isActive: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** Active only on this exact path, not below it. */
  end?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
}

/** Whether a link to `target` is the page being shown: React Router's rule (a path and what lies below it). */
export function isActivePath(current: string, target: string, end: boolean): boolean {
  const here = current.toLowerCase();
  const there = target.toLowerCase();
  if (here === there) return true;
  if (end || !here.startsWith(there)) return false;
  const slashAt = there !== '/' && there.endsWith('/') ? there.length - 1 : there.length;
  return here.charAt(slashAt) === '/';
}

export function NavLink({ to, end = false, className, children, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(to).pathname;
  const state = { isActive: isActivePath(pathname, target, end) };
  return (
    <Link
      {...link}
      to={to}
      aria-current={state.isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className(state) : className}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}
