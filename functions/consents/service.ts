import { createWriteTransaction } from 'electrodb';
import { choiceOf } from '../../shared/notifications/kinds';
import { AGE_MESSAGES, awaitsGuardian } from '../../shared/privacy/age';
import {
  type ConsentPurpose,
  type ConsentState,
  type ConsentsView,
  NOTICE_VERSION,
  noticeItem,
  noticeItemsFor,
} from '../../shared/privacy/notice';
import { CONSENT_MESSAGES } from '../../shared/privacy/schemas';
import { identity } from '../model/accounts';
import { consentHistory, consentItem, consentRecords } from '../model/consent-records';
import { GUARDIAN_CONSENT_REQUESTED, type GuardianConsentRequestedDetail } from '../model/events';
import { stored, turnBackOn, turnOff } from '../model/notification-preferences';
import { readProfileItem } from '../model/own-profile';
import { setContactPreferences, setMatching } from '../model/profile-saves';
import type { Principal } from '../platform/auth/principal';
import { verifyProof } from '../platform/auth/tokens';
import { BadRequestError, ForbiddenError, ValidationError } from '../platform/errors';
import { publishEvent } from '../platform/events';
import { GUARDIAN_PROOF_KIND } from './guardian-mail';

/**
 * Each purpose as it stands, read from the fact it switches (ADR 0036: one fact, one place): the profile's
 * matching and contact switches, the job alerts preference; the account purpose stands while the account
 * does.
 */
async function currentStates(principal: Principal): Promise<ConsentState[]> {
  const items = noticeItemsFor(principal.user.role);
  if (principal.user.role !== 'candidate')
    return items.map((item) => ({ purpose: item.purpose, given: true, withdrawable: false }));
  const [profile, preferences] = await Promise.all([
    readProfileItem(principal.record.id),
    stored(principal.record.id),
  ]);
  const given: Record<ConsentPurpose, boolean> = {
    account: true,
    matching: Boolean(profile?.matchingEnabled),
    recruiterContact: Boolean(profile?.openToContact),
    jobAlerts: choiceOf(preferences, 'jobAlerts') !== 'off',
  };
  return items.map((item) => ({
    purpose: item.purpose,
    given: given[item.purpose],
    withdrawable: !item.needsAccount,
  }));
}

export async function readConsents(principal: Principal): Promise<ConsentsView> {
  const [purposes, history] = await Promise.all([
    currentStates(principal),
    consentHistory(principal.record.id),
  ]);
  const { guardianConsent, guardianEmail } = principal.record;
  return {
    noticeVersion: NOTICE_VERSION,
    purposes,
    history,
    guardian:
      guardianConsent &&
      guardianEmail &&
      (guardianConsent === 'given' || awaitsGuardian(principal.record, new Date()))
        ? { status: guardianConsent, email: guardianEmail }
        : null,
  };
}

/**
 * The card's one click: the fact the purpose switches changes, and its writer records the change with the
 * notice's version (model/profile-saves.ts, model/notification-preferences.ts). Matching withdrawn leaves
 * every employer's list through the same announcement the profile's own switch makes.
 */
export async function changeConsent(
  principal: Principal,
  purpose: ConsentPurpose,
  given: boolean,
): Promise<ConsentsView> {
  const item = noticeItem(purpose);
  if (!item.roles.includes(principal.user.role)) throw new ForbiddenError(CONSENT_MESSAGES.notYours);
  if (item.needsAccount) throw new BadRequestError(CONSENT_MESSAGES.accountNeedsDeletion);
  const accountId = principal.record.id;
  if (purpose === 'matching') await setMatching(principal, given, 'settings');
  else if (purpose === 'recruiterContact')
    await setContactPreferences(principal, { openToContact: given }, 'settings');
  else if (given) await turnBackOn(accountId, 'jobAlerts', 'settings');
  else await turnOff(accountId, 'jobAlerts', 'settings');
  return readConsents(principal);
}

/**
 * The parent's or guardian's confirmation through the mailed link: the account opens and the consent is
 * recorded as theirs, in one write. The link names the address it was sent to, so a link to an address
 * since corrected no longer works. Following it again answers the same.
 */
export async function confirmGuardian(token: string): Promise<{ firstName: string }> {
  const proof = await verifyProof(GUARDIAN_PROOF_KIND, token);
  const { data: account } = proof
    ? await identity().entities.user.get({ id: proof.sub }).go()
    : { data: null };
  if (!proof || !account || account.guardianEmail !== proof.em)
    throw new BadRequestError(AGE_MESSAGES.guardianLinkInvalid);
  if (account.guardianConsent === 'given') return { firstName: account.firstName };
  const at = new Date().toISOString();
  const { canceled } = await createWriteTransaction(
    { user: identity().entities.user, consent: consentRecords() },
    (e) => [
      e.user
        .patch({ id: account.id })
        .set({ guardianConsent: 'given', updatedAt: at })
        .where(
          (attr, { eq }) =>
            `${eq(attr.guardianConsent, 'waiting')} AND ${eq(attr.guardianEmail, account.guardianEmail as string)}`,
        )
        .commit(),
      e.consent
        .put(
          consentItem(
            account.id,
            { purpose: 'account', given: true, channel: 'parent-email', byParent: true },
            at,
          ),
        )
        .commit(),
    ],
  ).go();
  // Another click of the same link confirmed first; a changed address made this link stale.
  if (canceled) {
    const { data: now } = await identity().entities.user.get({ id: account.id }).go();
    if (now?.guardianConsent !== 'given') throw new BadRequestError(AGE_MESSAGES.guardianLinkInvalid);
  }
  return { firstName: account.firstName };
}

/** The candidate's "send it again", optionally to a corrected address; only while the account waits. */
export async function resendGuardianMail(
  principal: Principal,
  guardianEmail?: string,
): Promise<ConsentsView> {
  if (!awaitsGuardian(principal.record, new Date()))
    throw new BadRequestError('Nothing is waiting for your parent or guardian.');
  const { id, email } = principal.record;
  if (guardianEmail && guardianEmail !== principal.record.guardianEmail) {
    if (guardianEmail === email)
      throw new ValidationError(AGE_MESSAGES.guardianEmailOwn, {
        guardianEmail: AGE_MESSAGES.guardianEmailOwn,
      });
    await identity()
      .entities.user.patch({ id })
      .set({ guardianEmail, updatedAt: new Date().toISOString() })
      .go();
    principal.record.guardianEmail = guardianEmail;
  }
  await publishEvent(GUARDIAN_CONSENT_REQUESTED, { accountId: id } satisfies GuardianConsentRequestedDetail);
  return readConsents(principal);
}
