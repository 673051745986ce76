// Boundary: the contact notifier (EventBridge target) against DynamoDB Local and the SES stand-in.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { waitForMail } from '../../test/support/api';
import { contactMessages } from '../model/contact-messages';
import { notifyContactMessage } from './service';

async function storeMessage(email: string) {
  const id = randomUUID();
  await contactMessages()
    .create({
      id,
      name: 'Vikram Singh',
      email,
      subject: `Billing question ${id.slice(0, 6)}`,
      message: 'Could you send the invoice for last quarter again, please?',
      receivedAt: new Date().toISOString(),
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    })
    .go();
  return id;
}

describe('notifyContactMessage', () => {
  it('sends each mail once even when the event is delivered twice', async () => {
    const email = `vikram.${randomUUID().slice(0, 8)}@example.in`;
    const id = await storeMessage(email);

    await notifyContactMessage(id);
    await notifyContactMessage(id);

    expect(await waitForMail(email, 2, 1_000)).toHaveLength(1);
    const { data } = await contactMessages().get({ id }).go();
    expect(data?.acknowledgedAt).toBeDefined();
    expect(data?.supportNotifiedAt).toBeDefined();
  });

  it('does nothing for a message that no longer exists', async () => {
    await expect(notifyContactMessage(randomUUID())).resolves.toBeUndefined();
  });
});
