// Boundary: test harness - the browser page (console), the SES stand-in's mail store, sign-up and sign-in, as fixtures.
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import type { Session } from '../../shared/auth/user';
import { HYDRATION_ERROR_MARKER } from '../../web/src/app/hydration-errors';
import { MAIL_STORE_URL } from './stack';

/** The accounts `npm start` seeds (SEED=true in playwright.config.ts); one password for all. */
export const DEMO_PASSWORD = 'Jobmatch@2025';
export const DEMO_ACCOUNTS = {
  admin: 'admin@jobmatch.in',
  employer: 'hiring@acmetech.in',
  pendingEmployer: 'talent@newcorp.in',
  candidate: 'candidate@jobmatch.in',
} as const;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** Where each demo account lands after signing in (its role home). */
export const DEMO_HOME: Record<DemoAccount, string> = {
  admin: '/admin/dashboard',
  employer: '/employer/dashboard',
  pendingEmployer: '/employer/dashboard',
  candidate: '/recommended-jobs',
};

export const SUBJECTS = {
  registration: /^Your Jobmatch verification code$/,
  passwordReset: /^Your Jobmatch password reset code$/,
  emailChange: /^Confirm your new email address$/,
  emailChanged: /^The email address of your Jobmatch account was changed$/,
  signInCode: /^Your Jobmatch sign-in code$/,
} as const;

let counter = 0;

/** An address no other test uses. Employers need a company domain (personal mail is refused). */
/**
 * Opens a served page and waits until the app has taken it over (its 'jobmatch:app-ready' event). For tests
 * about what the app does, not about a tap or keystroke landing while a served page is being replaced,
 * which under a loaded machine can fall on a control the app is about to redraw.
 */
export async function gotoOnceAppStarted(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => {
    window.addEventListener('jobmatch:app-ready', () => {
      (window as { appReady?: boolean }).appReady = true;
    });
  });
  await page.goto(path);
  await page.waitForFunction(() => (window as { appReady?: boolean }).appReady === true);
}

export function uniqueEmail(kind: 'candidate' | 'employer'): string {
  counter += 1;
  const stamp = `${Date.now()}.${process.pid}.${counter}`;
  return kind === 'employer' ? `hr.${stamp}@example-company.in` : `asha.${stamp}@example.in`;
}

/** The six-digit code in a code mail's text. */
export function codeFrom(mail: Mail): string {
  const code = /\b(\d{6})\b/.exec(mail.body.text ?? '')?.[1];
  if (!code) throw new Error(`no six-digit code in the mail "${mail.subject}"`);
  return code;
}

/** One mail as the SES stand-in stores it. */
export interface Mail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc?: string[]; bcc?: string[] };
  subject: string;
  body: { text?: string; html?: string };
  /** Headers sent beyond the usual ones (an optional mail's List-Unsubscribe pair). */
  headers?: { name: string; value: string }[];
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

export interface Credentials {
  email: string;
  password: string;
}

export interface NewAccount extends Credentials {
  role: 'candidate' | 'employer';
  firstName: string;
  lastName: string;
  companyName?: string;
}

export interface SignUpInput {
  role?: 'candidate' | 'employer';
  email?: string;
  password?: string;
  firstName?: string;
}

interface Fixtures {
  mailbox: Mailbox;
  /**
   * Creates an account the way the sign-up page does (code mailed, verified, account created), through
   * the API, for tests whose subject is what comes after. The sign-up page itself has its own tests.
   */
  signUp: (input?: SignUpInput) => Promise<NewAccount>;
  /**
   * Signs in through the login page (of `page`, or of another page passed in) and waits for the landing
   * page. Takes a demo account's name or any credentials.
   */
  login: (who: DemoAccount | Credentials, options?: { page?: Page; rememberMe?: boolean }) => Promise<void>;
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

async function createAccount(
  request: APIRequestContext,
  mailbox: Mailbox,
  input: SignUpInput,
): Promise<NewAccount> {
  const role = input.role ?? 'candidate';
  const email = input.email ?? uniqueEmail(role);
  const account: NewAccount = {
    role,
    email,
    password: input.password ?? 'Str0ng-pass!',
    firstName: input.firstName ?? (role === 'employer' ? 'Kavya' : 'Asha'),
    lastName: role === 'employer' ? 'Menon' : 'Rao',
    ...(role === 'employer' ? { companyName: 'Example Company' } : {}),
  };
  const send = await request.post('/api/v1/auth/send-verification-otp', { params: { email } });
  expect(send.ok(), await send.text()).toBe(true);
  const otp = codeFrom(await mailbox.waitFor({ to: email, subject: SUBJECTS.registration }));
  const verify = await request.post('/api/v1/auth/verify-registration-otp', { params: { email, otp } });
  expect(verify.ok(), await verify.text()).toBe(true);
  const { data } = (await verify.json()) as { data: { token: string } };
  const register = await request.post('/api/v1/auth/secure-register', {
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      email,
      password: account.password,
      role,
      ...(role === 'employer'
        ? {
            companyName: account.companyName,
            jobTitle: 'Talent Partner',
            linkedinProfile: 'https://www.linkedin.com/in/kavya-menon',
          }
        : {}),
      acceptTerms: true,
      acceptPrivacyPolicy: true,
      consentToDataProcessing: true,
      dateOfBirth: '1995-04-12',
      verificationToken: data.token,
    },
  });
  expect(register.status(), await register.text()).toBe(201);
  const session = (await register.json()) as { data: Session };
  expect(session.data.user.email).toBe(email);
  return account;
}

/**
 * A client address of its own for each test. The API rate-limits sign-in and code mails per client
 * address (as it must); behind CloudFront it reads the address from `CloudFront-Viewer-Address`. Every
 * test here runs from 127.0.0.1, so each one presents its own viewer address, as real visitors would
 * have, and the limits count per test instead of across the whole run.
 */
export function viewerAddressFor(key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}:443`;
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [null, { option: true }],

  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const key = `${testInfo.testId}#${testInfo.retry}#${testInfo.repeatEachIndex}#${Date.now()}`;
    await use({ ...extraHTTPHeaders, 'CloudFront-Viewer-Address': viewerAddressFor(key) });
  },

  failOnConsoleError: [
    async ({ page, allowedConsoleErrors }, use) => {
      const unexpected: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // A page that did not hydrate as prerendered is never an expected error (app/hydration-errors.ts).
        if (allowedConsoleErrors?.test(text) && !text.includes(HYDRATION_ERROR_MARKER)) return;
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

  signUp: async ({ request, mailbox }, use) => {
    // Accounts live in the stack's in-memory table and have unique addresses; nothing to remove afterwards.
    await use((input = {}) => createAccount(request, mailbox, input));
  },

  login: async ({ page }, use) => {
    await use(async (who, options = {}) => {
      const target = options.page ?? page;
      const credentials =
        typeof who === 'string' ? { email: DEMO_ACCOUNTS[who], password: DEMO_PASSWORD } : who;
      if (target.url().startsWith('http')) {
        // Someone is signed in already: start from a signed-out browser (the login page is guest-only).
        await target.evaluate(() => {
          sessionStorage.clear();
          localStorage.clear();
        });
        await target.context().clearCookies();
      }
      // The login page is served drawn: wait until the app has taken it over, so nothing typed before is
      // redrawn away (once under a loaded machine, the password was).
      await gotoOnceAppStarted(target, '/login');
      await expect(target.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
      await target.getByLabel('Email address').fill(credentials.email);
      await target.getByRole('textbox', { name: 'Password', exact: true }).fill(credentials.password);
      if (options.rememberMe) await target.getByLabel('Remember me').check();
      await target.getByRole('button', { name: 'Sign in' }).click();
      // Signing in then leaves the guest-only page; under a loaded machine that can take a few seconds.
      await expect(target).not.toHaveURL(/\/login(\?|$)/, { timeout: 15_000 });
      await expect(
        target.getByRole('button', { name: 'Sign out', includeHidden: true }).first(),
      ).toBeAttached();
    });
  },
});

export { expect };

/** Signs in through the API and answers the access token, for setting up what a journey starts from. */
export async function apiToken(request: APIRequestContext, credentials: Credentials): Promise<string> {
  const response = await request.post('/api/v1/auth/secure-login', { data: credentials });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: Session }).data.accessToken;
}

/**
 * Makes a new employer approved the way the product does (their recruiter application, an admin's
 * approval, which creates the organisation), through the API, for journeys that start after approval.
 * The application and review screens have their own tests.
 */
export async function approveEmployer(request: APIRequestContext, employer: NewAccount): Promise<void> {
  const companyName = `${employer.companyName ?? 'Example Company'} ${Date.now().toString(36)}`;
  const employerToken = await apiToken(request, employer);
  const applied = await request.post('/api/v1/recruiter/applications', {
    headers: { Authorization: `Bearer ${employerToken}` },
    data: {
      companyName,
      companyWebsite: 'https://example-company.in',
      companySize: '51-200',
      industry: 'Software & IT services',
      jobTitle: 'Talent Partner',
      workEmail: employer.email,
      phoneNumber: '+91 98450 12345',
      companyDescription: 'Software products for Indian retailers.',
      hiringNeeds: 'Backend and frontend engineers this quarter.',
    },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const { id } = ((await applied.json()) as { data: { id: string } }).data;
  const adminToken = await apiToken(request, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
  const approved = await request.post(`/api/v1/admin/recruiters/applications/${id}/approve`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {},
  });
  expect(approved.ok(), await approved.text()).toBe(true);
}

/** Escapes text for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
