import { formatDateTime, formatLongDate, startOfIndianDay } from '../../shared/dates';
import {
  PRIVACY_REQUEST,
  PRIVACY_REQUEST_KIND_LABELS,
  type PrivacyRequestKind,
} from '../../shared/privacy/requests';
import { RETENTION } from '../../shared/privacy/retention';

/*
 * The grievance desk's and the retention rule's mails (ADR 0038): plain, naming the person, the product,
 * the reference and what happens next; dates in India's long form.
 */

export interface Officer {
  name: string;
  email: string;
}

const signOff = (officer: Officer) => [
  '',
  `${officer.name}, Grievance Officer`,
  `Jobmatch · ${officer.email}`,
];

/** The web page a mailed link opens; it shows a button, the button acts (mail scanners open links too). */
export const confirmRequestUrl = (siteOrigin: string, token: string) =>
  `${siteOrigin}/privacy/requests/confirm?${new URLSearchParams({ token })}`;
export const keepAccountUrl = (siteOrigin: string, token: string) =>
  `${siteOrigin}/keep-account?${new URLSearchParams({ token })}`;

interface RequestFacts {
  name: string;
  kind: PrivacyRequestKind;
  reference?: string;
  dueOn?: string;
}

const what = (kind: PrivacyRequestKind) => PRIVACY_REQUEST_KIND_LABELS[kind].toLowerCase();

export function confirmationMail(input: RequestFacts & { url: string }, officer: Officer) {
  return {
    subject: 'Please confirm your privacy request to Jobmatch',
    text: [
      `Hi ${input.name},`,
      '',
      `Someone, we hope you, asked Jobmatch for "${what(input.kind)}" using this email address.`,
      'So that nobody can file a request in your name, it is only filed once you confirm it:',
      input.url,
      '',
      `The link opens a page with a button and works for ${PRIVACY_REQUEST.confirmationHours} hours. If you did not ask, ignore this mail: nothing is filed.`,
      ...signOff(officer),
    ].join('\n'),
  };
}

export function acknowledgementMail(input: Required<RequestFacts>, siteOrigin: string, officer: Officer) {
  return {
    subject: `We have received your privacy request ${input.reference}`,
    text: [
      `Hi ${input.name},`,
      '',
      `Thank you. Your request for "${what(input.kind)}" is filed with Jobmatch as ${input.reference}.`,
      `We will answer by ${formatLongDate(startOfIndianDay(input.dueOn))} at the latest, and mail you when we start and when it is done.`,
      `Signed in, you can follow it under Privacy requests: ${siteOrigin}/privacy/requests`,
      '',
      'Please quote the reference if you write to us about it.',
      ...signOff(officer),
    ].join('\n'),
  };
}

export function inProgressMail(input: Required<RequestFacts> & { note?: string }, officer: Officer) {
  return {
    subject: `Your privacy request ${input.reference} is in progress`,
    text: [
      `Hi ${input.name},`,
      '',
      `We have started on your request ${input.reference} ("${what(input.kind)}").`,
      ...(input.note ? ['', input.note] : []),
      '',
      `You will hear from us by ${formatLongDate(startOfIndianDay(input.dueOn))}.`,
      ...signOff(officer),
    ].join('\n'),
  };
}

export function outcomeMail(
  input: Required<RequestFacts> & { resolved: boolean; note: string },
  officer: Officer,
) {
  return {
    subject: input.resolved
      ? `Your privacy request ${input.reference} is resolved`
      : `Your privacy request ${input.reference} was not granted`,
    text: [
      `Hi ${input.name},`,
      '',
      input.resolved
        ? `We have finished your request ${input.reference} ("${what(input.kind)}"):`
        : `We could not grant your request ${input.reference} ("${what(input.kind)}"), because:`,
      '',
      input.note,
      '',
      'If you are not satisfied with this answer, reply to this mail. You may also complain to the Data Protection Board of India once our grievance process is complete.',
      ...signOff(officer),
    ].join('\n'),
  };
}

/** The grievance officer's notice of a new request in the queue. */
export function officerNoticeMail(input: Required<RequestFacts>, siteOrigin: string) {
  return {
    subject: `New privacy request ${input.reference}: ${PRIVACY_REQUEST_KIND_LABELS[input.kind]}`,
    text: [
      `A privacy request ${input.reference} ("${what(input.kind)}") from ${input.name} is in the queue, due by ${formatLongDate(startOfIndianDay(input.dueOn))}.`,
      `Privacy requests: ${siteOrigin}/admin/privacy-requests`,
    ].join('\n'),
  };
}

export function erasureNoticeMail(
  input: { firstName: string; lastActiveOn: string; erasureAt: Date; keepUrl: string },
  officer: Officer,
) {
  return {
    subject: 'Your Jobmatch account will be erased in 48 hours',
    text: [
      `Hi ${input.firstName},`,
      '',
      `You have not used your Jobmatch account since ${formatLongDate(startOfIndianDay(input.lastActiveOn))}. We do not keep personal data longer than we need it, so your account, profile, resume and applications will be erased after ${formatDateTime(input.erasureAt)}.`,
      '',
      'Want to keep your account? Open this link and press "Keep my account" (or simply sign in):',
      input.keepUrl,
      '',
      `Nothing changes just by opening the link. If you do nothing, the account is erased and cannot be brought back; you are welcome to sign up again at any time. This notice comes ${RETENTION.noticeHours} hours ahead, as the Digital Personal Data Protection Rules ask.`,
      ...signOff(officer),
    ].join('\n'),
  };
}
