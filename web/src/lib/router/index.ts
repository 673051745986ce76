/**
 * The app's one door to routing: pages, features and the shell import it from here, never from the
 * router library. React Router 7 in declarative mode (ADR 0004, revision for issue 29): the route table
 * is plain data rendered with `useRoutes` in the browser and through `StaticRouter` in the prerender.
 * Links are the app's own anchors over the router's hooks (./links: what the declarative mode lacks is a
 * link without the framework mode's prefetching and forms).
 */
export {
  BrowserRouter,
  matchRoutes,
  Navigate,
  Outlet,
  type RouteObject,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export { Link, type LinkProps, NavLink, type NavLinkProps } from './links';
