import { Entity } from 'electrodb';
import { APPLICATION_STATUSES, JOB_CATEGORIES } from '../../shared/jobs/options';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/**
 * A candidate's application to a job. It keeps what it was made with: the job as it read then (title,
 * company and location stay readable after the job is deleted), the candidate's name and address, and
 * the resume on file (its key and name). Ids are time-ordered, so both indexes list newest last and
 * read backwards newest first: the candidate's own list and the organisation's list.
 */
export const applications = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'application', version: '1', service: SERVICE },
        attributes: {
          id: { type: 'string', required: true },
          jobId: { type: 'string', required: true },
          candidateId: { type: 'string', required: true },
          organisationId: { type: 'string', required: true },
          status: { type: APPLICATION_STATUSES, required: true },
          coverLetter: { type: 'string' },
          /** { fileKey, fileName } of the resume on file when the candidate applied. */
          resume: { type: 'any', required: true },
          /** { id, firstName, lastName, email } when the candidate applied. */
          candidate: { type: 'any', required: true },
          /**
           * The Candidate card as the profile read when the candidate applied: { name, email, location,
           * experience, skills, avatar: { fileKey, fileName, contentType } | null }. The list shows it
           * without reading every applicant's profile; the applicant's full profile is read live.
           */
          card: { type: 'any' },
          /** name and e-mail in lower case, for the pipeline's search. */
          searchText: { type: 'string' },
          /** { id, title, company: { id, name, logoUrl }, location } when the candidate applied. */
          job: { type: 'any', required: true },
          /**
           * The job's category when the candidate applied: IT applicants are the subscription's (access.ts).
           * Absent on applications made before it was kept (category.ts reads their job's).
           */
          jobCategory: { type: JOB_CATEGORIES },
          /** Every status change: { from, to, by, at }. */
          history: { type: 'any', required: true, default: () => [] },
          /**
           * The status the candidate last heard of by mail (ADR 0023). Absent: Applied, which the
           * submission's mail told them. A change that ends where they already are (an Undo) mails nothing.
           */
          statusMailed: { type: APPLICATION_STATUSES },
          /**
           * Counted among its company's applications of the day for responsiveness (model/company-
           * responsiveness.ts): its first response is then counted too. Absent on applications made before
           * the counting began, whose responses would otherwise be counted without them.
           */
          countsForResponsiveness: { type: 'boolean' },
          appliedAt: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
          byCandidate: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['candidateId'] },
            sk: { field: 'gsi1sk', composite: ['id'] },
          },
          byOrganisation: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['organisationId'] },
            sk: { field: 'gsi2sk', composite: ['id'] },
          },
        },
      },
      entityConfig(),
    ),
);

/**
 * One per candidate and job: created with the application on the condition that it does not exist, it
 * is what makes a second application impossible even when two arrive at once. The job's guards together
 * are also the job's list of applicants (one query, then one BatchGet of the applications).
 */
export const applicationGuards = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'applicationGuard', version: '1', service: SERVICE },
        attributes: {
          jobId: { type: 'string', required: true },
          candidateId: { type: 'string', required: true },
          applicationId: { type: 'string', required: true },
          organisationId: { type: 'string', required: true },
        },
        indexes: {
          byJob: {
            pk: { field: 'pk', composite: ['jobId'] },
            sk: { field: 'sk', composite: ['candidateId'] },
          },
        },
      },
      entityConfig(),
    ),
);

/**
 * One per organisation and candidate who applied to any of its jobs: the applications, by the category
 * each was made with, so the reason an application gives the organisation to read the candidate's
 * profile (GET /candidates/{id}, ADR 0017) is read by key with the rest of that request. Written in the
 * transaction that creates each application (sets, so the step is the same however often it is made);
 * applications are never withdrawn, only removed with the candidate's account, and this goes with them.
 * Organisations and candidates whose applications were all made before it was kept have none, and some
 * that applied before and after have one listing only the later ones: it proves a reason, never its
 * absence (the reader falls back to the candidate's applications).
 */
export const organisationApplicants = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'organisationApplicant', version: '1', service: SERVICE },
        attributes: {
          organisationId: { type: 'string', required: true },
          candidateId: { type: 'string', required: true },
          /** Applications to IT jobs, which the organisation sees in full only under the IT rule. */
          itApplicationIds: { type: 'set', items: 'string' },
          /** Applications to jobs of any other category, seen in full without a subscription. */
          otherApplicationIds: { type: 'set', items: 'string' },
        },
        indexes: {
          byPair: {
            pk: { field: 'pk', composite: ['organisationId', 'candidateId'] },
            sk: { field: 'sk', composite: [] },
          },
        },
      },
      entityConfig(),
    ),
);

/** An employer's note on an application; the application's notes read in the order written. */
export const applicationNotes = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'applicationNote', version: '1', service: SERVICE },
        attributes: {
          applicationId: { type: 'string', required: true },
          id: { type: 'string', required: true },
          organisationId: { type: 'string', required: true },
          text: { type: 'string', required: true },
          authorId: { type: 'string', required: true },
          authorName: { type: 'string', required: true },
          createdAt: { type: 'string', required: true },
        },
        indexes: {
          byApplication: {
            pk: { field: 'pk', composite: ['applicationId'] },
            sk: { field: 'sk', composite: ['id'] },
          },
        },
      },
      entityConfig(),
    ),
);

/** How many notes an application's list holds; later ones are kept as notes of their own (notes.ts). */
export const NOTES_LISTED_AT_MOST = 50;

/**
 * An application's notes in one item, read by key with the application (ADR 0017): created empty with
 * every application, and each note appended to it. Up to NOTES_LISTED_AT_MOST (a 2,000-character note is
 * at most 6 kB, so the item stays well within DynamoDB's 400 kB); past that a note is kept as an
 * applicationNote item and the list marked spilled, so the read queries those too. Applications made
 * before have no list: their notes are applicationNote items, as they were.
 */
export const applicationNoteLists = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'applicationNoteList', version: '1', service: SERVICE },
        attributes: {
          applicationId: { type: 'string', required: true },
          organisationId: { type: 'string', required: true },
          /** { id, text, authorId, authorName, createdAt }, in the order written. */
          notes: { type: 'any', required: true },
          /** Set once a note was kept on its own past the list's size. */
          spilled: { type: 'boolean' },
        },
        indexes: {
          byApplication: {
            pk: { field: 'pk', composite: ['applicationId'] },
            sk: { field: 'sk', composite: [] },
          },
        },
      },
      entityConfig(),
    ),
);

/**
 * The claim of one mail to an application's candidate (its submission, or a status change): created on the condition that it does not exist before the mail goes
 * out, so a redelivered (or concurrently delivered) event sends nothing; removed again if sending fails,
 * so EventBridge's retry sends it. Kept for a month by TTL, longer than any redelivery.
 */
export const statusMails = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'applicationStatusMail', version: '1', service: SERVICE },
        attributes: {
          applicationId: { type: 'string', required: true },
          /** The change's time and new status (`submitted` for the submission): one mail of one application. */
          change: { type: 'string', required: true },
          sentAt: { type: 'string' },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byChange: {
            pk: { field: 'pk', composite: ['applicationId', 'change'] },
            sk: { field: 'sk', composite: [] },
          },
        },
      },
      entityConfig(),
    ),
);

export type ApplicationItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof applications>['get']>['go']>>['data']
>;
