// Boundary: session persistence (pure): what is written to and read back from session and local storage.
import type { User } from '@shared/auth/user';
import { describe, expect, it } from 'vitest';
import {
  AUTH_STORAGE_KEYS,
  clearStoredSession,
  needsRefresh,
  readRememberMe,
  readStoredSession,
  refreshDelay,
  type StorageLike,
  toStoredSession,
  writeRememberMe,
  writeStoredSession,
  writeStoredUser,
} from './session-storage';

class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

class BrokenStorage implements StorageLike {
  getItem(): string | null {
    throw new Error('SecurityError');
  }
  setItem(): void {
    throw new Error('QuotaExceededError');
  }
  removeItem(): void {
    throw new Error('SecurityError');
  }
}

const user = (overrides: Partial<User> = {}): User => ({
  id: 'u1',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  role: 'candidate',
  isApproved: true,
  approvalStatus: null,
  rejectionReason: null,
  isUnderReview: false,
  companyName: null,
  jobTitle: null,
  linkedinProfile: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const NOW = 1_750_000_000_000;

describe('session storage', () => {
  it('writes the user and token to both stores and reads session storage first', () => {
    const session = new MemoryStorage();
    const local = new MemoryStorage();
    writeStoredSession([session, local], { user: user(), accessToken: 'tok-a', expiresAt: NOW });
    expect(session.getItem(AUTH_STORAGE_KEYS.accessToken)).toBe('tok-a');
    expect(local.getItem(AUTH_STORAGE_KEYS.accessToken)).toBe('tok-a');

    writeStoredSession([local], { user: user({ firstName: 'Other' }), accessToken: 'tok-b', expiresAt: NOW });
    expect(readStoredSession([session, local])).toEqual({
      user: user(),
      accessToken: 'tok-a',
      expiresAt: NOW,
    });
  });

  it('falls back to local storage when session storage is empty (a new tab)', () => {
    const local = new MemoryStorage();
    writeStoredSession([local], { user: user(), accessToken: 'tok', expiresAt: NOW });
    expect(readStoredSession([new MemoryStorage(), local])?.accessToken).toBe('tok');
  });

  it('ignores a half-written or tampered session', () => {
    const store = new MemoryStorage();
    store.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(user()));
    expect(readStoredSession([store])).toBeNull();
    store.setItem(AUTH_STORAGE_KEYS.accessToken, 'tok');
    store.setItem(AUTH_STORAGE_KEYS.user, '{not json');
    expect(readStoredSession([store])).toBeNull();
    store.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify({ ...user(), role: 'superuser' }));
    expect(readStoredSession([store])).toBeNull();
  });

  it('treats a token without a readable expiry as run out', () => {
    const store = new MemoryStorage();
    store.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(user()));
    store.setItem(AUTH_STORAGE_KEYS.accessToken, 'tok');
    store.setItem(AUTH_STORAGE_KEYS.expiresAt, 'soon');
    expect(readStoredSession([store])?.expiresAt).toBe(0);
  });

  it('records remember-me and clears every key on sign-out', () => {
    const session = new MemoryStorage();
    const local = new MemoryStorage();
    writeStoredSession([session, local], { user: user(), accessToken: 'tok', expiresAt: NOW });
    writeRememberMe([session, local], true);
    expect(readRememberMe([session, local])).toBe(true);
    clearStoredSession([session, local]);
    expect([...session.items.keys(), ...local.items.keys()]).toEqual([]);
    expect(readStoredSession([session, local])).toBeNull();
    expect(readRememberMe([session, local])).toBe(false);
  });

  it('updates the user only where a session is stored', () => {
    const session = new MemoryStorage();
    const local = new MemoryStorage();
    writeStoredSession([local], { user: user(), accessToken: 'tok', expiresAt: NOW });
    writeStoredUser([session, local], user({ email: 'new@example.in' }));
    expect(session.items.size).toBe(0);
    expect(readStoredSession([local])?.user.email).toBe('new@example.in');
  });

  it('survives storage that throws', () => {
    const broken = new BrokenStorage();
    const local = new MemoryStorage();
    expect(() =>
      writeStoredSession([broken, local], { user: user(), accessToken: 'tok', expiresAt: NOW }),
    ).not.toThrow();
    expect(readStoredSession([broken, local])?.accessToken).toBe('tok');
    expect(() => clearStoredSession([broken, local])).not.toThrow();
    expect(readStoredSession([broken, local])).toBeNull();
  });
});

describe('token timing', () => {
  it('turns expiresIn seconds into an absolute expiry', () => {
    const stored = toStoredSession({ accessToken: 'tok', expiresIn: 900, user: user() }, NOW);
    expect(stored.expiresAt).toBe(NOW + 900_000);
  });

  it('renews a minute before the token runs out', () => {
    const expiresAt = NOW + 900_000;
    expect(refreshDelay(expiresAt, NOW)).toBe(840_000);
    expect(needsRefresh(expiresAt, NOW)).toBe(false);
    expect(needsRefresh(expiresAt, NOW + 840_000)).toBe(true);
    expect(refreshDelay(expiresAt, NOW + 899_000)).toBe(0);
    expect(needsRefresh(0, NOW)).toBe(true);
  });
});
