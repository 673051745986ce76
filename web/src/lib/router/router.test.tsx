// Boundary: the route table and links as the app and the prerender use them, rendered to markup.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NavLink, Outlet, type RouteObject, StaticRouter, useLocation, useParams, useRoutes } from '.';

function JobPage() {
  const { jobId } = useParams();
  const { search } = useLocation();
  return (
    <p>
      job {jobId} {search}
    </p>
  );
}

const table: RouteObject[] = [
  {
    element: (
      <main>
        <Outlet />
      </main>
    ),
    children: [
      { index: true, element: <p>home</p> },
      {
        element: (
          <section>
            <Outlet />
          </section>
        ),
        children: [
          { path: '/jobs', element: <p>search</p> },
          { path: '/jobs/:jobId', element: <JobPage /> },
        ],
      },
      { path: '*', element: <p>not found</p> },
    ],
  },
];

function Routes() {
  return useRoutes(table);
}

const render = (location: string) =>
  renderToString(
    <StaticRouter location={location}>
      <Routes />
    </StaticRouter>,
  );

describe('route table', () => {
  it('draws a page inside every layout around it, with its decoded parameters and the search', () => {
    // React writes a comment between adjacent text parts.
    expect(render('/jobs/a%20b?page=2')).toBe(
      '<main><section><p>job <!-- -->a b<!-- --> <!-- -->?page=2</p></section></main>',
    );
  });

  it('matches the index page, a trailing slash, any case, and falls through to the catch-all', () => {
    expect(render('/')).toBe('<main><p>home</p></main>');
    expect(render('/Jobs/')).toBe('<main><section><p>search</p></section></main>');
    expect(render('/jobs/1/apply')).toBe('<main><p>not found</p></main>');
  });
});

describe('NavLink', () => {
  const link = (location: string, to: string, end?: boolean) =>
    renderToString(
      <StaticRouter location={location}>
        <NavLink to={to} end={end} className={({ isActive }) => (isActive ? 'on' : 'off')}>
          x
        </NavLink>
      </StaticRouter>,
    );

  it('is the current page on its own address and below it, unless it ends there', () => {
    expect(link('/jobs', '/jobs')).toContain('aria-current="page"');
    expect(link('/jobs/7', '/jobs')).toContain('class="on"');
    expect(link('/jobs/7', '/jobs', true)).toContain('class="off"');
  });

  it('never counts the home link as current on another page', () => {
    const home = link('/about', '/');
    expect(home).toContain('class="off"');
    expect(home).not.toContain('aria-current');
  });
});
