import { accountEventRules, accountRoutes } from './accounts/routes';
import { applicationEventRules, applicationRoutes, applicationSchedules } from './applications/routes';
import { candidateSearchEventRules, candidateSearchRoutes } from './candidate-search/routes';
import { companyRoutes } from './companies/routes';
import { consentEventRules, consentRoutes } from './consents/routes';
import { contactEventRules, contactRoutes } from './contact/routes';
import { employerRoutes } from './employer/routes';
import { healthRoutes } from './health/routes';
import { jobAlertEventRules, jobAlertRoutes, jobAlertSchedules } from './job-alerts/routes';
import { jobSearchEventRules, jobSearchRoutes, jobSearchSchedules } from './job-search/routes';
import { jobSuggestEventRules, jobSuggestRoutes, jobSuggestSchedules } from './job-suggest/routes';
import { jobEventRules, jobRoutes, jobSchedules } from './jobs/routes';
import { matchingEventRules, matchingRoutes, matchingSchedules } from './matching/routes';
import { notificationEventRules, notificationRoutes } from './notifications/routes';
import type {
  EventRuleSpec,
  FunctionSpec,
  RouteSpec,
  S3TriggerSpec,
  ScheduleSpec,
} from './platform/contract';
import { privacyEventRules, privacyRoutes, privacySchedules } from './privacy/routes';
import { profileEventRules, profileRoutes } from './profile/routes';
import {
  recruiterVerificationEventRules,
  recruiterVerificationRoutes,
  recruiterVerificationSchedules,
} from './recruiter-verification/routes';
import {
  resumeParsingCpuBound,
  resumeParsingEventRules,
  resumeParsingRoutes,
  resumeParsingTriggers,
} from './resume-parsing/routes';
import { savedJobEventRules, savedJobRoutes } from './saved-jobs/routes';
import { siteRoutes } from './site/routes';
import { sitePublishingEventRules } from './site-publishing/routes';
import { subscriptionEventRules, subscriptionRoutes, subscriptionSchedules } from './subscriptions/routes';
import { teamEventRules, teamRoutes } from './teams/routes';

/** The single route table of /api/v1. CDK, the local host and the authorization tests read this. */
export const ROUTES: RouteSpec[] = [
  ...healthRoutes,
  ...contactRoutes,
  ...accountRoutes,
  ...profileRoutes,
  ...resumeParsingRoutes,
  ...siteRoutes,
  ...companyRoutes,
  ...jobRoutes,
  ...applicationRoutes,
  ...employerRoutes,
  ...savedJobRoutes,
  ...jobSearchRoutes,
  ...jobSuggestRoutes,
  ...matchingRoutes,
  ...candidateSearchRoutes,
  ...recruiterVerificationRoutes,
  ...teamRoutes,
  ...subscriptionRoutes,
  ...notificationRoutes,
  ...jobAlertRoutes,
  ...privacyRoutes,
  ...consentRoutes,
];

/** Answers every request no route matches (unknown path or method) with the catalogue's error. */
export const FALLBACK_FUNCTION: FunctionSpec = {
  name: 'fallback',
  entry: 'platform/http/fallback',
  access: {},
};

/** EventBridge rules: CDK creates them on the bus; the local bus applies the same table. */
export const EVENT_RULES: EventRuleSpec[] = [
  ...accountEventRules,
  ...contactEventRules,
  ...profileEventRules,
  ...resumeParsingEventRules,
  ...jobSearchEventRules,
  ...jobSuggestEventRules,
  ...jobEventRules,
  ...applicationEventRules,
  ...savedJobEventRules,
  ...matchingEventRules,
  ...candidateSearchEventRules,
  ...sitePublishingEventRules,
  ...recruiterVerificationEventRules,
  ...teamEventRules,
  ...subscriptionEventRules,
  ...notificationEventRules,
  ...jobAlertEventRules,
  ...privacyEventRules,
  ...consentEventRules,
];

/** Functions run on a schedule: CDK creates a scheduled rule for each; the local stack runs them itself. */
export const SCHEDULES: ScheduleSpec[] = [
  ...subscriptionSchedules,
  ...jobSchedules,
  ...applicationSchedules,
  ...recruiterVerificationSchedules,
  ...jobAlertSchedules,
  ...matchingSchedules,
  ...privacySchedules,
  ...jobSuggestSchedules,
  ...jobSearchSchedules,
];

/** S3 ObjectCreated notifications: CDK creates them on the bucket; the local S3 stand-in delivers them. */
export const S3_TRIGGERS: S3TriggerSpec[] = [...resumeParsingTriggers];

/**
 * Functions whose work is seconds of CPU: in AWS each has instances of its own; the local host runs them on
 * a worker thread, so one of them does not hold up every other request.
 */
export const OFF_THREAD_FUNCTIONS: FunctionSpec[] = [...resumeParsingCpuBound];
