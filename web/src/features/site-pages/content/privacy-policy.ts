import { ACCOUNT } from '@shared/constants';
import { formatLongDate } from '@shared/dates';
import { NO_MARKETING, NOTICE_DATE, NOTICE_ITEMS, NOTICE_VERSION } from '@shared/privacy/notice';
import { RETENTION } from '@shared/privacy/retention';
import type { LegalDocument } from './document';

const days = ACCOUNT.deletionPurgeDays;
// The default retention of an unused account (a stage may set another: lib/config/stage.ts, ADR 0038).
const inactiveYears = Math.round(RETENTION.defaultInactiveDays / 365);

/** The Privacy Policy (employer-admin-side.md section 2, Static pages; section 9, retention and age). */
export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: 'September 17, 2025',
  lastUpdatedIso: '2025-09-17',
  intro:
    'Jobmatch is a job marketplace for India. This policy explains what personal data we collect when you use Jobmatch as a job seeker or as an employer, why we collect it, who we share it with and the rights you have over it under India’s Digital Personal Data Protection Act, 2023 (DPDP Act) and, where it applies to you, the EU General Data Protection Regulation (GDPR).',
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        {
          kind: 'p',
          text: 'Jobmatch (“we”, “us”) operates the Jobmatch website and service from Bangalore, India. For the personal data described here we are the Data Fiduciary under the DPDP Act and the controller under the GDPR.',
        },
      ],
    },
    {
      id: 'data-we-collect',
      title: 'Data we collect',
      blocks: [
        { kind: 'h3', text: 'Data you give us' },
        {
          kind: 'list',
          items: [
            'Account data: first and last name, email address, password (stored only as a one-way hash) and whether you are a job seeker or an employer.',
            'Profile data (job seekers): headline, summary, phone number, location, profile picture, work experience, education, skills, links, expected salary in LPA, notice period and job preferences.',
            'Resume data: the resume file you upload and the details we read from it when you ask us to fill your profile from it.',
            'Employer data: company name, job title, work email, LinkedIn profile and the documents you send for recruiter verification.',
            'Jobs and applications: the jobs employers post, the jobs you save and the applications you send, including any cover note.',
            'Messages: what you write to us through the contact form or by email.',
          ],
        },
        { kind: 'h3', text: 'Data collected automatically' },
        {
          kind: 'list',
          items: [
            'Technical data needed to keep you signed in and the service secure: IP address, browser type, device type, pages requested and the time of each request.',
            'A session cookie and the sign-in data your browser keeps in its storage. We do not use advertising cookies or sell data to advertisers.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-data',
      title: 'How we use your data',
      blocks: [
        {
          kind: 'list',
          items: [
            'To create and run your account and to verify your email address with one-time codes.',
            'To match job seekers with jobs: we compare your skills, experience, location and preferred job types with open roles and show a match percentage.',
            'To let employers post jobs, receive applications and move candidates through their hiring stages.',
            'To verify recruiters before they can post, so job seekers see jobs from real companies.',
            'To answer your messages and send service emails (codes, application updates, verification results). We do not send marketing email without your consent.',
            'To keep the service secure, prevent fraud and abuse, and meet our legal obligations.',
          ],
        },
      ],
    },
    {
      id: 'legal-basis',
      title: 'Legal basis for processing',
      blocks: [
        {
          kind: 'p',
          text: 'Under the DPDP Act we process your personal data on the basis of the consent you give when you create an account (which you may withdraw at any time) and for the legitimate uses the Act allows, such as meeting a legal obligation. Where the GDPR applies, we rely on:',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Contract',
              text: 'to provide the account, matching, job posting and application features you signed up for.',
            },
            {
              term: 'Consent',
              text: 'for processing you agreed to at sign-up, such as making your profile visible to employers. You can withdraw it at any time without affecting earlier processing.',
            },
            {
              term: 'Legitimate interests',
              text: 'to keep the service secure, prevent fraud and improve matching, balanced against your rights.',
            },
            {
              term: 'Legal obligation',
              text: 'where Indian or other applicable law requires us to keep or disclose data.',
            },
          ],
        },
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share data with',
      blocks: [
        {
          kind: 'list',
          items: [
            'Employers: when you apply for a job, the employer who posted it sees your application, profile and resume. If you make your profile public, verified employers can view it. Employers cannot see a private profile.',
            'Service providers who host and run Jobmatch for us (cloud hosting, storage, email delivery and payment processing for employer subscriptions), bound by contract to use the data only on our instructions.',
            'Authorities, when Indian law or a valid legal order requires it.',
          ],
        },
        { kind: 'p', text: 'We do not sell your personal data, and we do not share it with advertisers.' },
      ],
    },
    {
      id: 'security',
      title: 'How we protect your data',
      blocks: [
        {
          kind: 'list',
          items: [
            'Connections to Jobmatch are encrypted (HTTPS), and stored data is encrypted at rest.',
            'Passwords are stored only as salted one-way hashes; sign-in codes expire after a few minutes and allow a limited number of attempts.',
            'Resumes and documents are kept in private storage and opened only through short-lived links for people allowed to see them.',
            'Staff access to personal data is limited to those who need it to run the service.',
            'Every time an employer opens your profile, resume or contact details, and every time our staff read your personal data, it is logged (who, what and when, and nothing more) and kept for at least a year. In Account settings you can see that log and download a copy of all your data (Download my data).',
          ],
        },
        {
          kind: 'p',
          text: 'If a personal data breach affects you, we will inform you and the Data Protection Board of India as the DPDP Act requires, and the relevant supervisory authority where the GDPR applies.',
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        { kind: 'h3', text: 'Your rights under the GDPR' },
        {
          kind: 'p',
          text: 'Where the GDPR applies to you, you have these seven rights:',
        },
        {
          kind: 'definitions',
          items: [
            { term: 'Right of access', text: 'to get a copy of the personal data we hold about you.' },
            { term: 'Right to rectification', text: 'to have inaccurate or incomplete data corrected.' },
            {
              term: 'Right to erasure',
              text: 'to have your data deleted (“right to be forgotten”), for example by deleting your account.',
            },
            {
              term: 'Right to restrict processing',
              text: 'to ask us to pause using your data while a concern is resolved.',
            },
            {
              term: 'Right to data portability',
              text: 'to receive the data you gave us in a structured, machine-readable form, or have it sent to another service.',
            },
            { term: 'Right to object', text: 'to processing based on our legitimate interests.' },
            {
              term: 'Rights related to automated decision-making',
              text: 'not to be subject to a decision based only on automated processing that significantly affects you. Match percentages help you and employers decide; they never reject an application on their own.',
            },
          ],
        },
        { kind: 'h3', text: 'Your rights under India’s DPDP Act, 2023' },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Right to access information',
              text: 'a summary of the personal data we process, the processing we do, and the other Data Fiduciaries and Processors it has been shared with.',
            },
            {
              term: 'Right to correction and erasure',
              text: 'to correct, complete or update your data, and to have it erased when it is no longer needed or you withdraw consent.',
            },
            {
              term: 'Right to withdraw consent',
              text: 'as easily as you gave it; processing based on consent then stops.',
            },
            {
              term: 'Right of grievance redressal',
              text: 'to have a complaint answered by us first; if you are not satisfied, you may then approach the Data Protection Board of India.',
            },
            {
              term: 'Right to nominate',
              text: 'another person to exercise your rights if you die or become unable to do so.',
            },
          ],
        },
        { kind: 'h3', text: 'How to use your rights' },
        {
          kind: 'p',
          text: `Most data can be viewed, corrected or deleted from your profile. For anything else, file a privacy request (see Contact and grievances below). We answer GDPR and DPDP requests within ${ACCOUNT.gdprResponseDays} days, and may ask you to confirm your identity first.`,
        },
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep data',
      blocks: [
        {
          kind: 'list',
          items: [
            'We keep your account and profile while your account is open.',
            `When you delete your account, we delete or anonymise your personal data within ${days} days. Anonymised data can no longer identify you and may be kept for statistics.`,
            'Applications you sent stay visible to the employer only until your account is deleted.',
            `If an account is not used (no sign-in) for ${inactiveYears} years, we erase it and the data it holds. We mail you 48 hours before, with a link to keep it; signing in keeps it too.`,
            'We keep what the law requires us to keep (for example, invoices for employer subscriptions) for the period the law sets, and only for that purpose.',
          ],
        },
      ],
    },
    {
      id: 'international-transfers',
      title: 'International transfers',
      blocks: [
        {
          kind: 'p',
          text: 'We host Jobmatch with cloud providers and aim to keep data in India. Some service providers may process data in other countries. We transfer personal data outside India only to countries the Government of India has not restricted under the DPDP Act, and, for data covered by the GDPR, only with appropriate safeguards such as the European Commission’s Standard Contractual Clauses.',
        },
      ],
    },
    {
      // The itemised notice of the DPDP Act (section 5), from the one source sign-up shows (ADR 0036).
      id: 'consent-notice',
      title: 'Privacy notice: what you consent to',
      blocks: [
        {
          kind: 'p',
          text: `Privacy notice version ${NOTICE_VERSION}, dated ${formatLongDate(`${NOTICE_DATE}T12:00:00+05:30`)}. Sign-up shows this notice before your account exists. Each purpose below is a consent of its own: give or withdraw it in one click under Account settings, Your consents; a change takes effect at once and is recorded with the notice version and time.`,
        },
        {
          kind: 'definitions',
          items: NOTICE_ITEMS.map((item) => ({
            term: item.title,
            text: `${item.why} Data used: ${item.data}.${item.roles.length === 1 ? ' Candidates only.' : ''}`,
          })),
        },
        { kind: 'p', text: NO_MARKETING },
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [
        {
          kind: 'p',
          text: `Jobmatch is not meant for children. You must be at least ${ACCOUNT.minimumAge} years old to create an account. We do not knowingly collect personal data of anyone under ${ACCOUNT.minimumAge}; if we learn that we have, we delete it. Sign-up asks your date of birth and keeps only whether you are under 18. If you are 16 or 17, we email the parent or lawful guardian you name a link to confirm their consent (DPDP Act, section 9); until they do, you can fill in your profile but not apply to jobs or be matched. Recruiter accounts are for adults only.`,
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and browser storage',
      blocks: [
        {
          kind: 'p',
          text: 'We use a cookie and your browser’s storage only to keep you signed in and to remember small choices, such as a dismissed banner. Clearing them signs you out.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        {
          kind: 'p',
          text: 'When we change this policy we update the date at the top. If a change materially affects how we use your data, we tell you by email or on the site before it takes effect.',
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact and grievances',
      blocks: [
        {
          kind: 'p',
          text: 'Questions, requests and complaints about your personal data go to our Grievance Officer under the DPDP Act, through the privacy request form or by email. Each request gets a reference number and is answered within the period above; if you are not satisfied with the answer, you may approach the Data Protection Board of India.',
        },
        { kind: 'grievance' },
        { kind: 'p', text: 'For anything else, our support team is here:' },
        { kind: 'contact' },
      ],
    },
  ],
};
