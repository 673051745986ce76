import { Entity } from 'electrodb';
import { OTP_PURPOSES } from '../../shared/auth/schemas';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/** The one live code per address and purpose: a new code replaces the old one. */
export const oneTimeCodes = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'oneTimeCode', version: '1', service: SERVICE },
        attributes: {
          email: { type: 'string', required: true },
          purpose: { type: OTP_PURPOSES, required: true },
          /** HMAC of the code: a leaked table does not reveal live codes. */
          codeHash: { type: 'string', required: true },
          sentAt: { type: 'number', required: true },
          attempts: { type: 'number', required: true, default: 0 },
          consumedAt: { type: 'number' },
          /** Epoch seconds; the table's TTL removes the item later, readers check it themselves. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byEmailAndPurpose: {
            pk: { field: 'pk', composite: ['email'] },
            sk: { field: 'sk', composite: ['purpose'] },
          },
        },
      },
      entityConfig(),
    ),
);

/**
 * A refresh token, stored by hash. Each sign-in starts a family; each refresh rotates to a new token of the
 * same family; presenting a rotated token again revokes the whole family (it was stolen or replayed).
 */
export const refreshTokens = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'refreshToken', version: '1', service: SERVICE },
        attributes: {
          tokenHash: { type: 'string', required: true },
          userId: { type: 'string', required: true },
          familyId: { type: 'string', required: true },
          sessionVersion: { type: 'number', required: true },
          rememberMe: { type: 'boolean', required: true },
          rotatedAt: { type: 'number' },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byHash: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      entityConfig(),
    ),
);

export const refreshFamilies = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'refreshFamily', version: '1', service: SERVICE },
        attributes: {
          familyId: { type: 'string', required: true },
          userId: { type: 'string', required: true },
          revokedAt: { type: 'number' },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['familyId'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      entityConfig(),
    ),
);
