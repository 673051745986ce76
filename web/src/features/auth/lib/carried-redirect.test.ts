// Boundary: pure rule - which ?redirect= the sign-in and sign-up pages carry to each other.
import { describe, expect, it } from 'vitest';
import { carriedRedirect, signUpHref } from './carried-redirect';

const search = (redirect: string) => `?${new URLSearchParams({ redirect })}`;

describe('carriedRedirect', () => {
  it('carries a page inside the app, its query included', () => {
    expect(carriedRedirect(search('/invite/accept?token=abc_DEF-123'))).toBe(
      '/invite/accept?token=abc_DEF-123',
    );
    expect(carriedRedirect(search('/recommended-jobs'))).toBe('/recommended-jobs');
  });

  it('carries nothing when none was asked for', () => {
    expect(carriedRedirect('')).toBeNull();
    expect(carriedRedirect('?email=a%40b.example')).toBeNull();
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'team'])(
    'drops a redirect that leaves the site: %s',
    (redirect) => {
      expect(carriedRedirect(search(redirect))).toBeNull();
    },
  );

  it.each(['/login', '/signup?redirect=/team', '/forgot-password'])(
    'drops a redirect to a sign-in page: %s',
    (redirect) => {
      expect(carriedRedirect(search(redirect))).toBeNull();
    },
  );
});

describe('signUpHref', () => {
  it('links to sign-up with the way back, or plainly without one', () => {
    const href = signUpHref('/invite/accept?token=abc');
    expect(href.startsWith('/signup?')).toBe(true);
    expect(carriedRedirect(href.slice(href.indexOf('?')))).toBe('/invite/accept?token=abc');
    expect(signUpHref(null)).toBe('/signup');
  });
});
