import type { JobChangedDetail } from '../model/events';
import { eventTarget } from '../platform/event-target';
import { alertSubscribers } from './matcher';

/** EventBridge target of Job Changed: a newly listed job is mailed to the alerts it matches. */
export const handler = eventTarget<JobChangedDetail>((detail) => alertSubscribers(detail));
