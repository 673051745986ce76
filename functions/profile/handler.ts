import * as z from 'zod/mini';
import { contactPreferencesSchema } from '../../shared/candidates/reach';
import {
  additionalInfoSchema,
  certificationSchema,
  educationEntrySchema,
  educationSummarySchema,
  experienceSummarySchema,
  headerSchema,
  jobPreferencesSchema,
  linksSchema,
  skillsSchema,
  workExperienceSchema,
} from '../../shared/profile/schemas';
import { populateProfileSchema } from '../../shared/resume/populate';
import { readOwnProfile } from '../model/own-profile';
import * as profile from '../model/profile-saves';
import { signedInPrincipal } from '../platform/auth/principal';
import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import { created, ok } from '../platform/http/types';
import { populateFromResume, shouldPopulate } from './populate';

const visibilitySchema = z.strictObject({ isPublic: z.boolean() });
const id = (pathParameters: Record<string, string>) => pathParameters.id ?? '';

export const routes: RouteMap = {
  'GET /profile': httpRoute({}, async ({ principal }) =>
    ok(await readOwnProfile(signedInPrincipal(principal))),
  ),
  'POST /profile': httpRoute({ body: headerSchema }, async ({ body, principal }) =>
    ok(await profile.updateHeader(signedInPrincipal(principal), body)),
  ),
  'PATCH /profile/header': httpRoute({ body: headerSchema }, async ({ body, principal }) =>
    ok(await profile.updateHeader(signedInPrincipal(principal), body)),
  ),
  'PATCH /profile/job-preferences': httpRoute({ body: jobPreferencesSchema }, async ({ body, principal }) =>
    ok(await profile.updateJobPreferences(signedInPrincipal(principal), body)),
  ),
  'PATCH /profile/skills': httpRoute({ body: skillsSchema }, async ({ body, principal }) =>
    ok(await profile.updateSkills(signedInPrincipal(principal), body)),
  ),
  'PATCH /profile/experience': httpRoute({ body: experienceSummarySchema }, async ({ body, principal }) =>
    ok(await profile.updateExperience(signedInPrincipal(principal), body)),
  ),
  'PATCH /profile/education': httpRoute({ body: educationSummarySchema }, async ({ body, principal }) =>
    ok(await profile.updateEducationSummary(signedInPrincipal(principal), body)),
  ),
  'PATCH /profile/links': httpRoute({ body: linksSchema }, async ({ body, principal }) =>
    ok(await profile.updateLinks(signedInPrincipal(principal), body)),
  ),
  'PATCH /profile/additional-info': httpRoute({ body: additionalInfoSchema }, async ({ body, principal }) =>
    ok(await profile.updateAdditionalInfo(signedInPrincipal(principal), body)),
  ),
  'POST /profile/work-experience': httpRoute({ body: workExperienceSchema }, async ({ body, principal }) =>
    created(await profile.addEntry(signedInPrincipal(principal), 'workExperiences', body)),
  ),
  'PUT /profile/work-experience/{id}': httpRoute(
    { body: workExperienceSchema },
    async ({ body, principal, pathParameters }) =>
      ok(
        await profile.updateEntry(signedInPrincipal(principal), 'workExperiences', id(pathParameters), body),
      ),
  ),
  'DELETE /profile/work-experience/{id}': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await profile.deleteEntry(signedInPrincipal(principal), 'workExperiences', id(pathParameters))),
  ),
  'POST /profile/education': httpRoute({ body: educationEntrySchema }, async ({ body, principal }) =>
    created(await profile.addEntry(signedInPrincipal(principal), 'educations', body)),
  ),
  'PUT /profile/education/{id}': httpRoute(
    { body: educationEntrySchema },
    async ({ body, principal, pathParameters }) =>
      ok(await profile.updateEntry(signedInPrincipal(principal), 'educations', id(pathParameters), body)),
  ),
  'DELETE /profile/education/{id}': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await profile.deleteEntry(signedInPrincipal(principal), 'educations', id(pathParameters))),
  ),
  'POST /profile/certifications': httpRoute({ body: certificationSchema }, async ({ body, principal }) =>
    created(await profile.addEntry(signedInPrincipal(principal), 'certifications', body)),
  ),
  'PUT /profile/certifications/{id}': httpRoute(
    { body: certificationSchema },
    async ({ body, principal, pathParameters }) =>
      ok(await profile.updateEntry(signedInPrincipal(principal), 'certifications', id(pathParameters), body)),
  ),
  'DELETE /profile/certifications/{id}': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await profile.deleteEntry(signedInPrincipal(principal), 'certifications', id(pathParameters))),
  ),
  'POST /profile/enable-matching': httpRoute({}, async ({ principal }) =>
    ok(await profile.setMatching(signedInPrincipal(principal), true)),
  ),
  'POST /profile/disable-matching': httpRoute({}, async ({ principal }) =>
    ok(await profile.setMatching(signedInPrincipal(principal), false)),
  ),
  'PUT /profile/visibility': httpRoute({ body: visibilitySchema }, async ({ body, principal }) =>
    ok(await profile.setVisibility(signedInPrincipal(principal), body.isPublic)),
  ),
  'PUT /profile/contact-preferences': httpRoute(
    { body: contactPreferencesSchema },
    async ({ body, principal }) =>
      ok(await profile.setContactPreferences(signedInPrincipal(principal), body)),
  ),
  'GET /candidates/me': httpRoute({}, async ({ principal }) =>
    ok(await readOwnProfile(signedInPrincipal(principal))),
  ),
  'PUT /candidates/me': httpRoute({ body: headerSchema }, async ({ body, principal }) =>
    ok(await profile.updateHeader(signedInPrincipal(principal), body)),
  ),
  'GET /candidates/{id}': httpRoute({}, async ({ principal, pathParameters }) => {
    // Loaded on first use: only this route reads applications and matches (candidate-access.ts).
    const { readCandidate } = await import('./candidate-access');
    return ok(await readCandidate(signedInPrincipal(principal), id(pathParameters)));
  }),
  'GET /resume/should-populate-profile': httpRoute({}, async ({ principal }) =>
    ok({ shouldPopulate: await shouldPopulate(signedInPrincipal(principal)) }),
  ),
  'POST /resume/populate-profile': httpRoute({ body: populateProfileSchema }, async ({ body, principal }) =>
    ok(await populateFromResume(signedInPrincipal(principal), body.parsedData)),
  ),
};
