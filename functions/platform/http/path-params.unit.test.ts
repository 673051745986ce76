// Boundary: path id shapes (pure): an id this API could not have minted is refused before any read.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../routes';
import { RATE_LIMITS } from '../contract';
import { timeOrderedId } from '../ids';
import { COLLECTION_SHAPES, checkPathParameters, paramCollections } from './path-params';

const statusOf = (run: () => void) => {
  try {
    run();
    return 'passes';
  } catch (error) {
    return (error as { status?: number }).status;
  }
};

describe('checkPathParameters', () => {
  it('lets the ids this API mints through', () => {
    expect(statusOf(() => checkPathParameters('/jobs/{id}', { id: timeOrderedId() }))).toBe('passes');
    expect(statusOf(() => checkPathParameters('/candidates/{id}', { id: randomUUID() }))).toBe('passes');
    expect(statusOf(() => checkPathParameters('/companies/{id}', { id: 'acme-tech' }))).toBe('passes');
    expect(statusOf(() => checkPathParameters('/organizations/{orgId}', { orgId: 'org-acme-tech' }))).toBe(
      'passes',
    );
    const document = '/admin/recruiters/applications/{id}/documents/{kind}';
    expect(
      statusOf(() => checkPathParameters(document, { id: timeOrderedId(), kind: 'identityProof' })),
    ).toBe('passes');
  });

  it.each([
    ['a 3,000-character id', '/jobs/{id}', { id: 'A'.repeat(3000) }],
    ['a uuid where a job id belongs', '/jobs/{id}', { id: randomUUID() }],
    ['a job id where a user id belongs', '/candidates/{id}', { id: timeOrderedId() }],
    ['an upper-case uuid', '/profile/education/{id}', { id: randomUUID().toUpperCase() }],
    ['a slug of 65 characters', '/companies/{id}', { id: 'a'.repeat(65) }],
    ['spaces and quotes', '/organizations/{orgId}', { orgId: 'org "x" y' }],
    [
      'an unknown document kind',
      '/admin/recruiters/applications/{id}/documents/{kind}',
      { id: timeOrderedId(), kind: 'x' },
    ],
    ['a missing parameter', '/jobs/{id}', {}],
  ])('refuses %s as not found', (_what, path, params) => {
    expect(statusOf(() => checkPathParameters(path, params))).toBe(404);
  });
});

describe('the route table', () => {
  it('names a minted shape for every path parameter, so no route passes ids unchecked', () => {
    const unknown = ROUTES.flatMap((route) =>
      Object.values(paramCollections(route.path))
        .filter((collection) => !COLLECTION_SHAPES[collection])
        .map((collection) => `${route.path} (${collection})`),
    );
    expect(unknown).toEqual([]);
  });

  it('counts per-account limits only on routes where the caller is signed in', () => {
    const misplaced = ROUTES.filter(
      (route) =>
        route.audience === 'public' && route.rateLimit && RATE_LIMITS[route.rateLimit].key === 'account',
    );
    expect(misplaced).toEqual([]);
  });
});
