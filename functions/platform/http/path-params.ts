import { CONSENT_PURPOSES } from '../../../shared/privacy/notice';
import { DOCUMENT_KINDS } from '../../../shared/recruiters/document-kinds';
import { NotFoundError } from '../errors';
import { isSlug, isTimeOrderedId, isUuid } from '../ids';

type Shape = (value: string) => boolean;

const timeOrdered: Shape = isTimeOrderedId;
// Companies and organisations are minted time-ordered; the demo marketplace's have readable slugs.
const timeOrderedOrSlug: Shape = (value) => isTimeOrderedId(value) || isSlug(value);
const documentKind: Shape = (value) => (DOCUMENT_KINDS as readonly string[]).includes(value);
const consentPurpose: Shape = (value) => (CONSENT_PURPOSES as readonly string[]).includes(value);

/**
 * The shape of a path parameter, named by the collection segment before it (`/jobs/{id}` is a job's id,
 * `/members/{memberId}` a user's). Each shape is the one the id is minted with: users and profile
 * entries are `randomUUID()`, everything the marketplace creates is `timeOrderedId()`.
 */
export const COLLECTION_SHAPES: Record<string, Shape> = {
  jobs: timeOrdered,
  'job-match': timeOrdered,
  'job-reports': timeOrdered,
  'saved-jobs': timeOrdered,
  'job-alerts': timeOrdered,
  applications: timeOrdered,
  invitations: timeOrdered,
  subscriptions: timeOrdered,
  'credit-notes': timeOrdered,
  'privacy-requests': timeOrdered,
  companies: timeOrderedOrSlug,
  company: timeOrderedOrSlug,
  'company-changes': timeOrderedOrSlug,
  organizations: timeOrderedOrSlug,
  candidates: isUuid,
  'matching-candidates': isUuid,
  members: isUuid,
  'work-experience': isUuid,
  education: isUuid,
  certifications: isUuid,
  documents: documentKind,
  consents: consentPurpose,
};

/** The collection segment each `{param}` of a route path follows. */
export function paramCollections(routePath: string): Record<string, string> {
  const segments = routePath.split('/').filter(Boolean);
  const collections: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const param = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (param) collections[param] = segments[index - 1] ?? '';
  }
  return collections;
}

/**
 * Refuses, as not found, a path id that is not the shape this API mints: no record can have it, so it
 * never reaches the table (a 3,000-character id broke DynamoDB's key limit there and answered 500).
 */
export function checkPathParameters(routePath: string, params: Record<string, string | undefined>): void {
  for (const [param, collection] of Object.entries(paramCollections(routePath))) {
    const shape = COLLECTION_SHAPES[collection];
    const value = params[param];
    if (!shape || value === undefined || !shape(value)) throw new NotFoundError();
  }
}
