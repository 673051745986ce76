import { CONTACT_MESSAGE_RECEIVED } from '../model/events';
import type { EventRuleSpec, FunctionSpec, RouteSpec } from '../platform/contract';
import { EVENT_SOURCE } from '../platform/resources';

const contactApi: FunctionSpec = {
  name: 'contact-api',
  entry: 'contact/entry',
  access: { table: 'readwrite', events: true },
};

const contactNotify: FunctionSpec = {
  name: 'contact-notify',
  entry: 'contact/notify',
  access: { table: 'read', mail: true },
};

export const contactRoutes: RouteSpec[] = [
  { method: 'POST', path: '/contact/submit', fn: contactApi, audience: 'public', rateLimit: 'contact' },
];

export const contactEventRules: EventRuleSpec[] = [
  {
    name: 'contact-message-received',
    source: EVENT_SOURCE,
    detailType: CONTACT_MESSAGE_RECEIVED,
    fn: contactNotify,
  },
];
