// Boundary: POST /contact/submit through the local API host -> DynamoDB Local, event bus, SES stand-in.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callApi, uniqueViewer, waitForMail } from '../../test/support/api';
import { WINDOW_ALIGNED_TIMEOUT_MS, withinOneWindow } from '../../test/support/rate-limits';
import { contactMessages } from '../model/contact-messages';

function validMessage(overrides: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  return {
    name: 'Asha Rao',
    email: `asha.${tag}@example.in`,
    subject: `Question about hiring ${tag}`,
    message: 'We are a Pune start-up and would like to post twelve engineering roles next month.',
    ...overrides,
  };
}

async function storedMessagesFrom(email: string) {
  const { data } = await contactMessages().query.byReceivedAt({}).go({ pages: 'all' });
  return data.filter((message) => message.email === email);
}

describe('POST /contact/submit', () => {
  it('stores the message, mails support and acknowledges the sender', async () => {
    const message = validMessage();
    const response = await callApi('/contact/submit', { method: 'POST', body: message });

    expect(response.status).toBe(201);
    const data = response.json.data as { id: string; receivedAt: string };
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);

    const [stored] = await storedMessagesFrom(message.email);
    expect(stored).toMatchObject({
      id: data.id,
      name: message.name,
      subject: message.subject,
      message: message.message,
    });

    const [ack] = await waitForMail(message.email);
    expect(ack?.subject).toBe(`We received your message: ${message.subject}`);
    expect(ack?.body.text).toContain(message.message);

    const toSupport = (await waitForMail('support@jobmatch.in', 1)).find((mail) =>
      mail.subject.includes(message.subject),
    );
    expect(toSupport?.subject).toBe(`New contact message: ${message.subject}`);
    expect(toSupport?.body.text).toContain(message.email);
    expect(toSupport?.body.text).toContain(message.message);
  });

  it('trims what a person typed before storing it', async () => {
    const message = validMessage();
    const response = await callApi('/contact/submit', {
      method: 'POST',
      body: { ...message, name: `  ${message.name}  `, email: ` ${message.email} ` },
    });
    expect(response.status).toBe(201);
    const [stored] = await storedMessagesFrom(message.email);
    expect(stored?.name).toBe(message.name);
  });

  it.each([
    ['name', 'A', 'Name must be at least 2 characters'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['subject', 'Hi', 'Subject must be at least 5 characters'],
    ['message', 'Short note', 'Message must be at least 20 characters'],
  ])('refuses a bad %s with the spec message and stores nothing', async (field, value, expected) => {
    const message = validMessage({ [field]: value });
    const response = await callApi('/contact/submit', { method: 'POST', body: message });

    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({ code: 'VALIDATION_ERROR', status: 422, message: expected });
    expect((response.json.details as { fieldErrors: Record<string, string> }).fieldErrors[field]).toBe(
      expected,
    );
    expect(await storedMessagesFrom(String(message.email).trim())).toHaveLength(0);
  });

  it('refuses a body with fields missing, naming each field', async () => {
    const response = await callApi('/contact/submit', { method: 'POST', body: {} });
    expect(response.status).toBe(422);
    expect((response.json.details as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      subject: 'Subject must be at least 5 characters',
      message: 'Message must be at least 20 characters',
    });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await callApi('/contact/submit', {
      method: 'POST',
      rawBody: '{"name": "Asha",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      message: 'The request body is not valid JSON.',
      code: 'BAD_REQUEST',
      status: 400,
    });
  });

  it('answers a JSON value that is not an object with a 400', async () => {
    const response = await callApi('/contact/submit', { method: 'POST', body: ['a', 'list'] });
    expect(response.status).toBe(400);
    expect(response.json.code).toBe('BAD_REQUEST');
  });

  it('answers a form-encoded body with a 415', async () => {
    const response = await callApi('/contact/submit', {
      method: 'POST',
      rawBody: 'name=Asha&email=a%40b.in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(response.json.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversized body with a 413 and stores nothing', async () => {
    const message = validMessage({ message: 'x'.repeat(70 * 1024) });
    const response = await callApi('/contact/submit', { method: 'POST', body: message });
    expect(response.status).toBe(413);
    expect(response.json.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedMessagesFrom(message.email)).toHaveLength(0);
  });

  it('refuses a message longer than the schema allows with its message', async () => {
    const response = await callApi('/contact/submit', {
      method: 'POST',
      body: validMessage({ message: 'y'.repeat(5001) }),
    });
    expect(response.status).toBe(422);
    expect(response.json.message).toBe('Message must be at most 5000 characters');
  });

  it(
    'allows five messages per viewer in fifteen minutes, then answers 429 with the catalogue message',
    async () => {
      const viewer = uniqueViewer();
      await withinOneWindow('contact');
      for (let sent = 0; sent < 5; sent++) {
        const response = await callApi('/contact/submit', { method: 'POST', body: validMessage(), viewer });
        expect(response.status).toBe(201);
      }
      const refused = validMessage();
      const response = await callApi('/contact/submit', { method: 'POST', body: refused, viewer });
      expect(response.status).toBe(429);
      expect(response.json).toMatchObject({
        code: 'RATE_LIMIT',
        message: 'Too many requests. Please try again later.',
      });
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await storedMessagesFrom(refused.email)).toHaveLength(0);

      const otherViewer = await callApi('/contact/submit', { method: 'POST', body: validMessage() });
      expect(otherViewer.status).toBe(201);
    },
    WINDOW_ALIGNED_TIMEOUT_MS,
  );

  it(
    'does not let concurrent requests slip past the limit',
    async () => {
      const viewer = uniqueViewer();
      await withinOneWindow('contact');
      const responses = await Promise.all(
        Array.from({ length: 8 }, () =>
          callApi('/contact/submit', { method: 'POST', body: validMessage(), viewer }),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    },
    WINDOW_ALIGNED_TIMEOUT_MS,
  );
});
