import { Entity } from 'electrodb';
import { writtenUnlessConditionFails } from '../platform/conditional-failure';
import { entityConfig, lazy, SERVICE } from '../platform/db';
import { type Mail, sendMail } from '../platform/mail';

/**
 * One optional mail sent (or being sent): claimed before the send, so an event or a schedule delivered
 * twice mails once (ADR 0006's idempotence pattern); given back when the send fails, so the retry sends.
 * The key names the mail's occasion (a reminder of one term, one application's notice to one person).
 */
export const sentNotifications = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'sentNotification', version: '1', service: SERVICE },
        attributes: {
          occasion: { type: 'string', required: true },
          sentAt: { type: 'string' },
          /** TTL, epoch seconds: kept past every retry and re-delivery of its occasion. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byOccasion: {
            pk: { field: 'pk', composite: ['occasion'] },
            sk: { field: 'sk', composite: [] },
          },
        },
      },
      entityConfig(),
    ),
);

/** How long an occasion's record outlives it: past every retry (hours) and re-delivery of its event. */
const KEPT_DAYS = 30;

/**
 * Sends a mail for an occasion at most once: the occasion is claimed first, so a second delivery of the
 * same event or schedule finds it taken; a failed send gives it back and throws, so the retry (and in the
 * end the dead-letter queue and its alarm) takes over. Answers whether this call sent it.
 */
export async function sendOnce(
  occasion: string,
  mail: () => Promise<Mail>,
  now = new Date(),
): Promise<boolean> {
  const claimed = await writtenUnlessConditionFails(
    sentNotifications()
      .create({ occasion, expiresAt: Math.floor(now.getTime() / 1000) + KEPT_DAYS * 86_400 })
      .go(),
  );
  if (!claimed) return false;
  try {
    await sendMail(await mail());
  } catch (error) {
    await sentNotifications().delete({ occasion }).go();
    throw error;
  }
  await sentNotifications().patch({ occasion }).set({ sentAt: new Date().toISOString() }).go();
  return true;
}
