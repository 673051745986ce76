import type { ApplicationNote } from '../../shared/employer/types';
import type { Principal } from '../platform/auth/principal';
import { timeOrderedId } from '../platform/ids';
import { openedApplication } from './applicant';
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
  const application = await openedApplication(principal, applicationId);
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
 * GET /applications/{id}/notes: oldest first, as a conversation reads. Notes are about the applicant, so
 * they follow the applicant's access (an IT applicant's notes close when the subscription ends); the
 * notes are read beside the application. Notes go before their application when an account is deleted
 * (cleanup.ts).
 */
export async function listNotes(principal: Principal, applicationId: string): Promise<ApplicationNote[]> {
  const [, { data }] = await Promise.all([
    openedApplication(principal, applicationId),
    applicationNotes().query.byApplication({ applicationId }).go({ pages: 'all' }),
  ]);
  return data.map(toNote);
}
