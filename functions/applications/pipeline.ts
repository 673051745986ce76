import { UNLIMITED } from '../../shared/subscriptions/plans';
import type { Viewer } from '../model/applicant-access';
import { type ApplicationItem, applications } from '../model/applications';
import { type OrganisationItem, organisations } from '../model/organisations';
import { activeTermOf } from '../model/subscription-terms';
import { type SubscriptionItem, subscriptions } from '../model/subscriptions';
import { queryIndexRange } from '../platform/db';

/*
 * The employer's pipeline reads its applications and what the IT rule asks of the organisation in one
 * query (ADR 0017). The organisation's partition of gsi2 holds its applications (`$application_1#id_<id>`),
 * and the organisation item (`$organisation_1`, which carries the current subscription's term) and its
 * subscriptions (`$subscription_1#id_<id>`, each with its usage counter) are listed there too. Those
 * sort after every application, so one range from the first application to the last subscription reads
 * them all; read newest first, the subscriptions and the organisation come before the applications.
 */

interface Range {
  partition: string;
  first: string;
  organisationAt: string;
  subscriptionsPrefix: string;
  last: string;
}

/** The pipeline's range, derived from each entity's own keys, so the readers and writers cannot drift. */
function rangeOf(organisationId: string): Range {
  const valuesOf = (params: { ExpressionAttributeValues?: Record<string, unknown> }) =>
    params.ExpressionAttributeValues as Record<string, string>;
  const ofApplications = valuesOf(applications().query.byOrganisation({ organisationId }).params());
  const ofSubscriptions = valuesOf(subscriptions().query.listedWithOrganisation({ organisationId }).params());
  const ofOrganisation = valuesOf(organisations().query.listedWithOrganisation({ organisationId }).params());
  const subscriptionsPrefix = ofSubscriptions[':sk1'] as string;
  return {
    partition: ofApplications[':pk'] as string,
    first: ofApplications[':sk1'] as string,
    organisationAt: ofOrganisation[':sk1'] as string,
    subscriptionsPrefix,
    // `~` sorts after every character a key's id is written with.
    last: `${subscriptionsPrefix}~`,
  };
}

export interface Pipeline {
  /** Newest first. */
  applications: ApplicationItem[];
  /** Absent when the organisation was created before it was listed and has not subscribed since. */
  organisation?: OrganisationItem;
  /** The subscriptions created since they were listed, newest first. */
  subscriptions: SubscriptionItem[];
}

/** Every application of the organisation, newest first, with the organisation and its subscriptions. */
export async function readPipeline(organisationId: string): Promise<Pipeline> {
  const range = rangeOf(organisationId);
  const found: { applications: unknown[]; organisation: unknown[]; subscriptions: unknown[] } = {
    applications: [],
    organisation: [],
    subscriptions: [],
  };
  const read = await queryIndexRange({
    index: 'gsi2',
    partition: range.partition,
    from: range.first,
    to: range.last,
  });
  for (const item of read) {
    const at = String(item.gsi2sk);
    if (at.startsWith(range.first)) found.applications.push(item);
    else if (at === range.organisationAt) found.organisation.push(item);
    else if (at.startsWith(range.subscriptionsPrefix)) found.subscriptions.push(item);
    // Anything else listed in the partition between them is not the pipeline's.
  }
  const organisation = found.organisation.length
    ? organisations().parse({ Item: found.organisation[0] as Record<string, unknown> }).data
    : null;
  // The partition is the organisation's own; checked again, as what decides the rule must be its own.
  const own = subscriptions()
    .parse({ Items: found.subscriptions as Record<string, unknown>[] })
    .data.filter((item) => item.organisationId === organisationId);
  return {
    applications: applications().parse({ Items: found.applications as Record<string, unknown>[] })
      .data as ApplicationItem[],
    ...(organisation?.id === organisationId ? { organisation } : {}),
    subscriptions: own as SubscriptionItem[],
  };
}

/**
 * The organisation as the IT rule views it, from what the pipeline read: its term (the organisation
 * item) and, under a limited one, that subscription's usage. Undefined when the read cannot tell: the
 * organisation is not listed yet, or its current subscription was created before subscriptions were
 * listed; the caller then reads the subscription as before.
 */
export function viewerOfPipeline(
  organisationId: string,
  pipeline: Pipeline,
  now = new Date(),
): Viewer | undefined {
  if (!pipeline.organisation) return undefined;
  const term = activeTermOf(pipeline.organisation, now);
  if (!term) return { admin: false, organisationId, subscription: null };
  const subscription = pipeline.subscriptions.find((item) => item.id === term.id);
  // Under an unlimited term the usage decides nothing (access.ts); under a limited one it must be read.
  if (!subscription && term.applicationLimit !== UNLIMITED) return undefined;
  return {
    admin: false,
    organisationId,
    subscription: {
      id: term.id,
      plan: term.plan,
      billingCycle: term.billingCycle,
      endDate: term.endDate,
      applicationLimit: term.applicationLimit,
      applicationsUsed: subscription?.applicationsUsed ?? 0,
    },
  };
}
