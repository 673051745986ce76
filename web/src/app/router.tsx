import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { CrashScreen } from '@/components/errors';
import { PageLoader, RootLayout } from '@/components/layout';
import { paths } from '@/config/paths';

/**
 * Route modules (app/routes) compose features and export `Component`; each loads on first visit. The
 * outer error element catches a crash of the shell itself; the inner one keeps header and footer around a
 * crashed page.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <CrashScreen fullPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        errorElement: <CrashScreen />,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: paths.contact.path, lazy: () => import('./routes/contact') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
