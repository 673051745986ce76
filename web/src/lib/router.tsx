/**
 * The app's one door to its router: pages, features and the shell import routing from here, never from
 * the router library itself, so the library behind it can change in one place (ADR 0004, web addendum).
 * It exports exactly what the app uses.
 */
export {
  BrowserRouter,
  Link,
  type LinkProps,
  MemoryRouter,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  type RouteObject,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
