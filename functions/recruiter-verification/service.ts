import type { RecruiterApplication } from '../../shared/recruiters/schemas';
import { toApplication } from '../model/recruiter-application-records';
import {
  type RecruiterApplicationItem,
  recruiterApplicants,
  recruiterApplications,
} from '../model/recruiter-applications';
import type { Principal } from '../platform/auth/principal';

/** The employer's latest application, or null before their first: the copy their pointer keeps. */
export async function ownApplication(principal: Principal): Promise<RecruiterApplication | null> {
  const { data: pointer } = await recruiterApplicants().get({ userId: principal.record.id }).go();
  if (!pointer) return null;
  if (pointer.latest) return toApplication(pointer.latest as RecruiterApplicationItem);
  // A pointer from before the copy was kept: the application itself.
  const { data } = await recruiterApplications().get({ id: pointer.applicationId }).go();
  return data ? toApplication(data) : null;
}
