import type { ApplicationNote } from '../../shared/employer/types';
import { mayActFor } from '../organisations/service';
import type { Principal } from '../platform/auth/principal';
import { timeOrderedId } from '../platform/ids';
import { ownedApplication } from './applicant';
import { applicationNotes } from './entities';

type NoteItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof applicationNotes>['get']>['go']>>['data']
>;

const toNote = (item: NoteItem): ApplicationNote => ({
  id: item.id,
  applicationId: item.applicationId,
  text: item.text,
  authorId: item.authorId,
  authorName: item.authorName,
  createdAt: item.createdAt,
});

/** POST /applications/{id}/notes: a note by the caller, with their name as it reads now. */
export async function addNote(
  principal: Principal,
  applicationId: string,
  text: string,
  now = new Date(),
): Promise<ApplicationNote> {
  const application = await ownedApplication(principal, applicationId);
  const item = {
    applicationId: application.id,
    id: timeOrderedId(now.getTime()),
    organisationId: application.organisationId,
    text,
    authorId: principal.record.id,
    authorName: `${principal.record.firstName} ${principal.record.lastName}`.trim(),
    createdAt: now.toISOString(),
  };
  await applicationNotes().create(item).go();
  return toNote(item);
}

/**
 * GET /applications/{id}/notes: oldest first, as a conversation reads. Each note carries its application's
 * organisation, so notes the caller may act for prove their right without reading the application first
 * (one round trip, not two); the application is read only to answer an empty list or a refusal (the 404
 * of ownedApplication). Notes go before their application when an account is deleted (cleanup.ts).
 */
export async function listNotes(principal: Principal, applicationId: string): Promise<ApplicationNote[]> {
  const { data } = applicationId
    ? await applicationNotes().query.byApplication({ applicationId }).go({ pages: 'all' })
    : { data: [] };
  const organisationId = data[0]?.organisationId;
  if (!organisationId || !(await mayActFor(principal, organisationId))) {
    await ownedApplication(principal, applicationId);
  }
  return data.map(toNote);
}
