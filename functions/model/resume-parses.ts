import { Entity } from 'electrodb';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/**
 * A parse result, keyed by the SHA-256 of the file's bytes: the same file is never parsed twice, whether it
 * arrives by the upload trigger or by POST /resume/parse. Results are kept 90 days.
 */
export const resumeParses = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'resumeParse', version: '1', service: SERVICE },
        attributes: {
          contentHash: { type: 'string', required: true },
          result: { type: 'any', required: true },
          parsedAt: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byContent: { pk: { field: 'pk', composite: ['contentHash'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      entityConfig(),
    ),
);

/**
 * Whose resume a stored parse came from. Results are keyed by content, not by person, so these links are
 * what lets a deleted account's parsed personal data be found and removed.
 */
export const resumeParseOwners = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'resumeParseOwner', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          contentHash: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byOwner: {
            pk: { field: 'pk', composite: ['userId'] },
            sk: { field: 'sk', composite: ['contentHash'] },
          },
        },
      },
      entityConfig(),
    ),
);

export const PARSE_RETENTION_DAYS = 90;
