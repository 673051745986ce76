import { createWriteTransaction } from 'electrodb';
import type { ApplicationNote } from '../../shared/employer/types';
import { requireFullAccess } from '../model/applicant-access';
import { applicationNoteLists, applicationNotes, NOTES_LISTED_AT_MOST } from '../model/applications';
import type { Principal } from '../platform/auth/principal';
import { isConditionalFailure } from '../platform/conditional-failure';
import { ConflictError } from '../platform/errors';
import { timeOrderedId } from '../platform/ids';
import { viewApplicationWith } from './viewed';

type NoteItem = Omit<
  NonNullable<Awaited<ReturnType<ReturnType<ReturnType<typeof applicationNotes>['get']>['go']>>['data']>,
  'organisationId'
>;

const toNote = (item: NoteItem): ApplicationNote => ({
  id: item.id,
  applicationId: item.applicationId,
  text: item.text,
  authorId: item.authorId,
  authorName: item.authorName,
  createdAt: item.createdAt,
});

/**
 * The application the caller sees in full (or the refusal), with its notes list (entities.ts) read in the
 * same batch; absent for an application made before lists were kept.
 */
async function viewWithNotesList(principal: Principal, applicationId: string) {
  // An empty id names no application (a 404 without a read); it has no list key either.
  const listKey = applicationId ? applicationNoteLists().get({ applicationId }).params().Key : undefined;
  const { viewed, also } = await viewApplicationWith(principal, applicationId, listKey);
  await requireFullAccess(viewed.application, viewed);
  return { viewed, list: also ? applicationNoteLists().parse({ Item: also }).data : null };
}

/**
 * POST /applications/{id}/notes: a note by the caller, with their name as it reads now. The application's
 * list (entities.ts) is read with it; the note is appended to the list while it has room. An application
 * made before lists were kept keeps it as a note of its own, as before; a full list too, and the list is
 * marked spilled in the same transaction, so its read knows to query them.
 */
export async function addNote(
  principal: Principal,
  applicationId: string,
  text: string,
  now = new Date(),
): Promise<ApplicationNote> {
  const { viewed, list } = await viewWithNotesList(principal, applicationId);
  const { application } = viewed;
  const item = {
    applicationId: application.id,
    id: timeOrderedId(now.getTime()),
    organisationId: application.organisationId,
    text,
    authorId: principal.record.id,
    authorName: `${principal.record.firstName} ${principal.record.lastName}`.trim(),
    createdAt: now.toISOString(),
  };
  if (!list) {
    await applicationNotes().create(item).go();
    return toNote(item);
  }
  if (!list.spilled && (list.notes as unknown[]).length < NOTES_LISTED_AT_MOST) {
    const { organisationId: _organisation, ...listed } = item;
    try {
      await applicationNoteLists()
        .patch({ applicationId: application.id })
        .append({ notes: [listed] })
        // Notes written at the same moment may have filled it since it was read.
        .where(
          (attributes, { size, escape: value }) =>
            `${size(attributes.notes)} < ${value(NOTES_LISTED_AT_MOST)}`,
        )
        .go();
      return toNote(item);
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
    }
  }
  // A full list: the note on its own and the list marked, together (a write on the list at the same
  // moment cancels it; try again shortly).
  for (let attempt = 1; ; attempt++) {
    const { canceled } = await createWriteTransaction(
      { note: applicationNotes(), list: applicationNoteLists() },
      (e) => [
        e.note.create(item).commit(),
        e.list.patch({ applicationId: application.id }).set({ spilled: true }).commit(),
      ],
    ).go();
    if (!canceled) return toNote(item);
    if (attempt >= SPILL_ATTEMPTS) throw new ConflictError('Too many notes at once. Please try again.');
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 40));
  }
}

const SPILL_ATTEMPTS = 4;

/**
 * GET /applications/{id}/notes: oldest first, as a conversation reads. Notes are about the applicant, so
 * they follow the applicant's access (an IT applicant's notes close when the subscription ends). The
 * application's list is read by key with the application and what decides the caller's access, in one
 * BatchGetItem, and shown only once the application is theirs and seen in full. Applications made before
 * lists were kept, and a list that spilled, query their notes of their own after it. Notes go before
 * their application when an account is deleted (cleanup.ts).
 */
export async function listNotes(principal: Principal, applicationId: string): Promise<ApplicationNote[]> {
  const { viewed, list } = await viewWithNotesList(principal, applicationId);
  const listed = ((list?.notes ?? []) as NoteItem[]).filter(
    (note) => note.applicationId === viewed.application.id,
  );
  if (list && !list.spilled) return sortedNotes(listed);
  const { data } = await applicationNotes()
    .query.byApplication({ applicationId: viewed.application.id })
    .go({ pages: 'all' });
  return sortedNotes([...listed, ...data]);
}

/** By id: the order written, whichever of two notes at once reached the list first. */
const sortedNotes = (notes: NoteItem[]) => notes.sort((a, b) => a.id.localeCompare(b.id)).map(toNote);
