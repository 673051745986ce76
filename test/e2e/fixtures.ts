// Boundary: test harness - the browser page (console) and the SES stand-in's mail store, as fixtures.
import { test as base, expect } from '@playwright/test';
import { MAIL_STORE_URL } from './stack';

/** One mail as the SES stand-in stores it. */
export interface Mail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc?: string[]; bcc?: string[] };
  subject: string;
  body: { text?: string; html?: string };
  /** Epoch seconds. */
  at: number;
}

export interface MailCriteria {
  /** The recipient address (matched case-insensitively, also inside "Name <address>"). */
  to: string;
  subject: RegExp;
  timeoutMs?: number;
}

export interface Mailbox {
  /** Waits until a mail to `to` whose subject matches arrives, and returns it. */
  waitFor(criteria: MailCriteria): Promise<Mail>;
}

interface Fixtures {
  mailbox: Mailbox;
  /**
   * Console errors a test provokes on purpose (a deliberate 500 makes the browser log one); any other fails
   * the test. One pattern (join alternatives with |): test.use reads an array as [value, options].
   */
  allowedConsoleErrors: RegExp | null;
  failOnConsoleError: undefined;
}

function addressedTo(mail: Mail, address: string): boolean {
  const wanted = address.toLowerCase();
  return mail.destination.to.some((recipient) => {
    const bare = /<([^>]+)>/.exec(recipient)?.[1] ?? recipient;
    return bare.trim().toLowerCase() === wanted;
  });
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [null, { option: true }],

  failOnConsoleError: [
    async ({ page, allowedConsoleErrors }, use) => {
      const unexpected: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (allowedConsoleErrors?.test(text)) return;
        unexpected.push(`console.error: ${text}`);
      });
      page.on('pageerror', (error) => unexpected.push(`uncaught: ${error.message}`));
      await use(undefined);
      expect(unexpected, 'the page logged errors nobody expected').toEqual([]);
    },
    { auto: true },
  ],

  mailbox: async ({ request }, use) => {
    // Only mails sent during this test count; the store holds every test's mail.
    const since = Math.floor(Date.now() / 1000) - 1;
    await use({
      async waitFor({ to, subject, timeoutMs = 15_000 }) {
        let found: Mail | undefined;
        await expect
          .poll(
            async () => {
              const response = await request.get(`${MAIL_STORE_URL}?since=${since}`);
              if (!response.ok()) return false;
              const { emails } = (await response.json()) as { emails: Mail[] };
              found = emails.find((mail) => addressedTo(mail, to) && subject.test(mail.subject));
              return found !== undefined;
            },
            {
              timeout: timeoutMs,
              intervals: [200, 300, 500],
              message: `a mail to ${to} with subject ${subject}`,
            },
          )
          .toBe(true);
        if (!found) throw new Error('unreachable: poll passed without a mail');
        return found;
      },
    });
  },
});

export { expect };

/** Escapes text for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
