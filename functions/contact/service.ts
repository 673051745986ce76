import { randomUUID } from 'node:crypto';
import { SUPPORT } from '../../shared/constants';
import type { ContactMessage, ContactReceipt } from '../../shared/contact/schema';
import { CONTACT_MESSAGE_RETENTION_DAYS, contactMessages } from '../model/contact-messages';
import { CONTACT_MESSAGE_RECEIVED, type ContactMessageReceivedDetail } from '../model/events';
import { config } from '../platform/config';
import { ServiceUnavailableError } from '../platform/errors';
import { publishEvent } from '../platform/events';
import { logger } from '../platform/logger';
import { sendMail } from '../platform/mail';

/**
 * Stores a message and announces it; the mails go out from the announcement, so a slow or failing mail
 * service neither delays the visitor nor loses the message (EventBridge retries the notifier).
 */
export async function receiveContactMessage(
  input: ContactMessage,
  now = new Date(),
): Promise<ContactReceipt> {
  const id = randomUUID();
  const receivedAt = now.toISOString();
  const expiresAt = Math.floor(now.getTime() / 1000) + CONTACT_MESSAGE_RETENTION_DAYS * 86_400;
  await contactMessages()
    .create({ id, ...input, receivedAt, expiresAt })
    .go();
  try {
    await publishEvent(CONTACT_MESSAGE_RECEIVED, { id } satisfies ContactMessageReceivedDetail);
  } catch (error) {
    // Without the event nobody would ever read the message: take it back and let the visitor retry.
    logger.error('Contact message event not published; message removed', error as Error);
    await contactMessages().delete({ id }).go();
    throw new ServiceUnavailableError();
  }
  return { id, receivedAt };
}

type MailMark = 'supportNotifiedAt' | 'acknowledgedAt';

/**
 * Sends one of a message's mails unless its mark is set. The mark is claimed with a conditional write
 * before sending, so of two copies of the event delivered at once only one sends; a failed send releases
 * the claim and throws, so EventBridge's retry sends it.
 */
async function mailOnce(id: string, mark: MailMark, at: string, send: () => Promise<unknown>): Promise<void> {
  const claimed = await contactMessages()
    .patch({ id })
    .set({ [mark]: at })
    .where((attributes, { notExists }) => notExists(attributes[mark]))
    .go()
    .then(() => true)
    .catch((error: unknown) => {
      if (/conditional request failed|ConditionalCheckFailed/i.test(String((error as Error)?.message)))
        return false;
      throw error;
    });
  if (!claimed) return;
  try {
    await send();
  } catch (error) {
    await contactMessages().patch({ id }).remove([mark]).go();
    throw error;
  }
}

/**
 * Mails support and acknowledges the sender, each at most once: a redelivered event, even one delivered
 * alongside the first, finds the mark of each mail already claimed and skips it.
 */
export async function notifyContactMessage(id: string, now = () => new Date()): Promise<void> {
  const { data: message } = await contactMessages().get({ id }).go();
  if (!message) {
    logger.warn('Contact message not found; nothing to notify', { id });
    return;
  }

  await mailOnce(id, 'supportNotifiedAt', now().toISOString(), () =>
    sendMail({
      to: config.supportAddress,
      replyTo: message.email,
      subject: `New contact message: ${message.subject}`,
      text: [
        `From: ${message.name} <${message.email}>`,
        `Received: ${message.receivedAt}`,
        `Reference: ${message.id}`,
        '',
        message.message,
      ].join('\n'),
    }),
  );

  await mailOnce(id, 'acknowledgedAt', now().toISOString(), () =>
    sendMail({
      to: message.email,
      subject: `We received your message: ${message.subject}`,
      text: [
        `Hi ${message.name},`,
        '',
        `Thank you for writing to Jobmatch. We reply within ${SUPPORT.replyWithinHours} hours on working days (${SUPPORT.hours}).`,
        '',
        'Your message:',
        message.message,
        '',
        `Reference: ${message.id}`,
        '',
        'The Jobmatch team',
      ].join('\n'),
    }),
  );
}
