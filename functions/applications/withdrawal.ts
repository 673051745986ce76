import { JOB_MESSAGES } from '../../shared/jobs/messages';
import type { ApplicationStatusInput } from '../../shared/jobs/schemas';
import type { Application, ApplicationStatusChange } from '../../shared/jobs/types';
import { WITHDRAWAL_MESSAGES } from '../../shared/jobs/withdrawal';
import { type ApplicationItem, applications } from '../model/applications';
import type { Principal } from '../platform/auth/principal';
import { isConditionalFailure } from '../platform/conditional-failure';
import { ConflictError, ForbiddenError, NotFoundError } from '../platform/errors';
import { toApplication } from './service';
import { APPLICATION_NOT_FOUND } from './viewed';

/**
 * PUT /applications/{id} from a candidate: withdraws their own application (shared/jobs/withdrawal.ts).
 * Another's application reads as not found; a hired one is refused (409); a withdrawn one is answered as
 * it stands. One conditional write on the status read, so an employer's move at the same moment either
 * comes first (and this answers 409) or finds the application withdrawn. Nothing is announced: no mail
 * goes to anyone, and no figure moves.
 */
export async function withdrawApplication(
  principal: Principal,
  id: string,
  input: ApplicationStatusInput,
  now = new Date(),
): Promise<Application> {
  if (input.status !== 'withdrawn') throw new ForbiddenError(WITHDRAWAL_MESSAGES.candidateMovesNothing);
  const { data: current } = await applications().get({ id }).go({ consistent: true });
  if (!current || current.candidateId !== principal.record.id) throw new NotFoundError(APPLICATION_NOT_FOUND);
  if (current.status === 'withdrawn') return toApplication(current);
  if (current.status === 'hired') throw new ConflictError(WITHDRAWAL_MESSAGES.afterHired);

  const at = now.toISOString();
  const change: ApplicationStatusChange = {
    from: current.status,
    to: 'withdrawn',
    by: principal.record.id,
    at,
    ...(input.reason ? { reason: input.reason } : {}),
    // The candidate's own words only go with 'other'; the list's labels say the rest.
    ...(input.reason === 'other' && input.reasonText ? { reasonText: input.reasonText } : {}),
  };
  await applications()
    .patch({ id })
    .set({ status: 'withdrawn', updatedAt: at })
    .append({ history: [change] })
    .where((attributes, { eq }) => eq(attributes.status, current.status))
    .go()
    .catch((error: unknown) => {
      if (isConditionalFailure(error)) throw new ConflictError(JOB_MESSAGES.applicationChanged);
      throw error;
    });
  const history = [...((current.history as ApplicationStatusChange[] | undefined) ?? []), change];
  return toApplication({ ...current, status: 'withdrawn', updatedAt: at, history } as ApplicationItem);
}
