import { Entity } from 'electrodb';
import { OTP_PURPOSES } from '../../shared/auth/schemas';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/** What a code can be for: the purposes of the /otp calls, and the step-up of a sign-in (never asked for there). */
export const CODE_PURPOSES = [...OTP_PURPOSES, 'SIGN_IN'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** The one live code per address and purpose: a new code replaces the old one. */
export const oneTimeCodes = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'oneTimeCode', version: '1', service: SERVICE },
        attributes: {
          email: { type: 'string', required: true },
          purpose: { type: CODE_PURPOSES, required: true },
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
          /** Whether the sign-in asked to be remembered: a session renewed in place keeps the choice. */
          rememberMe: { type: 'boolean' },
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

/** The undo link's life: long enough for someone who reads their mail weekly. */
export const UNDO_SECONDS = 7 * 86_400;
/** The kind of signed proof the undo link carries: it names an email change record. */
export const UNDO_PROOF_KIND = 'email-change-undo';

/**
 * An email change, kept for its undo: the old address is mailed a link (a signed proof naming this record)
 * that restores it. `undoneAt` makes the link single-use; `noticeMailedAt` makes the notice go out once.
 */
export const emailChanges = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'emailChange', version: '1', service: SERVICE },
        attributes: {
          id: { type: 'string', required: true },
          userId: { type: 'string', required: true },
          previousEmail: { type: 'string', required: true },
          newEmail: { type: 'string', required: true },
          changedAt: { type: 'number', required: true },
          noticeMailedAt: { type: 'number' },
          undoneAt: { type: 'number' },
          /** Epoch seconds: the undo link's end; the table's TTL removes the record afterwards. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      entityConfig(),
    ),
);
