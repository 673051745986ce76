/**
 * The app's one door to routing: pages, features and the shell import it from here, never from the
 * router library. Built on wouter (ADR 0004, web addendum): it keeps the few things the app used from
 * React Router (a route table with layouts and Outlet, navigation state and keys, search params) small.
 */
export { Link, type LinkProps, Navigate, NavLink } from './links';
export { type Location, type NavigateOptions, useLocation, useNavigate, useSearchParams } from './location';
export { matchRoutes, Outlet, type RouteObject, useParams, useRoutes } from './route-table';
export { BrowserRouter, StaticRouter } from './routers';
