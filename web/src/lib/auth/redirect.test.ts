// Boundary: post-sign-in destination (pure): the guarded page asked for, or the role home.
import { describe, expect, it } from 'vitest';
import { postSignInPath } from './redirect';

describe('postSignInPath', () => {
  it('returns to the page the guard sent the visitor away from', () => {
    expect(postSignInPath('candidate', { pathname: '/profile', search: '?tab=skills', hash: '' })).toBe(
      '/profile?tab=skills',
    );
    expect(postSignInPath('admin', undefined, '/admin/jobs')).toBe('/admin/jobs');
  });

  it('sends each role home when nothing was asked for', () => {
    expect(postSignInPath('candidate', null)).toBe('/recommended-jobs');
    expect(postSignInPath('employer', undefined, null)).toBe('/employer/dashboard');
    expect(postSignInPath('admin', {})).toBe('/admin/dashboard');
  });

  it.each(['/login', '/signup', '/forgot-password', '/login/', '/signup?x=1'])(
    'never returns to the sign-in page %s',
    (from) => {
      expect(postSignInPath('employer', from)).toBe('/employer/dashboard');
      expect(postSignInPath('employer', { pathname: from.split('?')[0] })).toBe('/employer/dashboard');
    },
  );

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'ignores a redirect that leaves the site: %s',
    (redirect) => {
      expect(postSignInPath('candidate', undefined, redirect)).toBe('/recommended-jobs');
    },
  );
});
