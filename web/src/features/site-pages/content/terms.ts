import { ACCOUNT } from '@shared/constants';
import type { LegalDocument } from './document';

/** Terms & Conditions (employer-admin-side.md section 2, Static pages; section 9). */
export const termsAndConditions: LegalDocument = {
  title: 'Terms & Conditions',
  lastUpdated: 'September 9, 2025',
  lastUpdatedIso: '2025-09-09',
  intro:
    'These terms are the agreement between you and Jobmatch when you use the Jobmatch website and service, as a job seeker or as an employer. By creating an account you accept them together with our Privacy Policy. Please read them carefully.',
  sections: [
    {
      id: 'the-service',
      title: 'The service',
      blocks: [
        {
          kind: 'p',
          text: 'Jobmatch is a job marketplace for India. Job seekers build a profile, search and save jobs, apply and receive matched recommendations. Employers, once verified as recruiters, post jobs and review applications. Jobmatch is not an employer or a placement agency: hiring decisions are made by employers alone, and we do not guarantee a job, an interview or a hire.',
        },
      ],
    },
    {
      id: 'eligibility',
      title: 'Eligibility and accounts',
      blocks: [
        {
          kind: 'list',
          items: [
            `You must be at least ${ACCOUNT.minimumAge} years old to create an account.`,
            'The details you give must be true and kept up to date. One person holds one account; you may not create an account for someone else without their permission.',
            'Keep your password and sign-in codes to yourself. You are responsible for what happens under your account; tell us at once if you think it has been misused.',
          ],
        },
      ],
    },
    {
      id: 'job-seekers',
      title: 'Job seekers',
      blocks: [
        {
          kind: 'list',
          items: [
            'Free forever: creating a profile, searching, saving and applying for jobs costs job seekers nothing. No credit card is required.',
            'Your profile, resume and applications must be your own and truthful. Do not claim qualifications, employers or experience you do not have.',
            'When you apply for a job, the employer who posted it receives your application, profile and resume. Whether your profile is visible to other employers is your choice in your profile settings.',
            'Match percentages are guidance computed from your profile and the job; they are not a promise that an employer will respond.',
          ],
        },
      ],
    },
    {
      id: 'employers',
      title: 'Employers and recruiters',
      blocks: [
        {
          kind: 'list',
          items: [
            'Employers sign up with a company email address and a LinkedIn profile, and are reviewed before they can post jobs. We may refuse or withdraw verification.',
            'Every job must be a real, open vacancy at the company named, with an honest description, location, job type and salary range. Do not post jobs that charge candidates a fee, pyramid schemes, or roles that break Indian law.',
            'Use candidates’ data only to recruit for the job they applied to or that you contacted them about, and handle it as the Digital Personal Data Protection Act, 2023 requires. Do not copy, sell or export candidate data for other purposes.',
            'Recruitment must not discriminate on grounds prohibited by Indian law, such as religion, caste, sex, place of birth or disability.',
          ],
        },
      ],
    },
    {
      id: 'subscriptions',
      title: 'Subscriptions and payments',
      blocks: [
        {
          kind: 'list',
          items: [
            'Posting non-IT jobs stays free for employers. Access to candidates for IT jobs needs a paid subscription, billed monthly, quarterly or yearly in Indian rupees (INR), with the taxes that apply.',
            'You may cancel a subscription at any time; access continues until the end of the period already paid, and the period is not refunded unless the law requires it.',
            'Prices and plan limits are shown on the pricing page before you pay. If we change a price, the new price applies from your next billing period, after notice.',
          ],
        },
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      blocks: [
        { kind: 'p', text: 'When using Jobmatch you must not:' },
        {
          kind: 'list',
          items: [
            'post false, misleading, offensive or unlawful content, or content that infringes someone else’s rights;',
            'scrape, harvest or bulk-download profiles, jobs or other data, or use automated means to access the service without our written permission;',
            'try to break, overload or get around the security of the service, or access accounts or data that are not yours;',
            'use Jobmatch to send spam or to contact people for anything other than genuine recruitment.',
          ],
        },
      ],
    },
    {
      id: 'content',
      title: 'Your content and our rights',
      blocks: [
        {
          kind: 'p',
          text: 'You keep ownership of the content you add, such as your profile, resume or job descriptions. You give Jobmatch a non-exclusive, royalty-free licence to host, show and process it only to run the service as these terms and the Privacy Policy describe. The Jobmatch name, logo, software and design belong to us.',
        },
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy and data protection',
      blocks: [
        {
          kind: 'p',
          text: `Our Privacy Policy explains how we handle personal data, the seven rights you have under the GDPR where it applies, and your rights under India’s DPDP Act, 2023. We answer requests about your data within ${ACCOUNT.gdprResponseDays} days. When you delete your account, we delete or anonymise your personal data within ${ACCOUNT.deletionPurgeDays} days.`,
        },
      ],
    },
    {
      id: 'termination',
      title: 'Suspension and closing your account',
      blocks: [
        {
          kind: 'p',
          text: 'You may delete your account at any time from your profile. We may suspend or close an account that breaks these terms or the law, or that puts other users at risk; where we can, we tell you why and give you a chance to respond.',
        },
      ],
    },
    {
      id: 'liability',
      title: 'Disclaimers and limitation of liability',
      blocks: [
        {
          kind: 'list',
          items: [
            'We check recruiters before they post, but we do not guarantee the accuracy of every job or profile. Never pay anyone to get a job through Jobmatch, and report any job that asks for money.',
            'The service is provided “as is”. We work to keep it available but do not promise it will be uninterrupted or error-free.',
            'To the extent Indian law allows, we are not liable for indirect or consequential losses, and our total liability to you is limited to the amount you paid us in the twelve months before the claim (for job seekers, who pay nothing, this is INR 1,000).',
            'Nothing in these terms limits rights you have under the Consumer Protection Act, 2019 or other law that cannot be excluded.',
          ],
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        {
          kind: 'p',
          text: 'We may update these terms. The date at the top shows the latest version. For material changes we give notice by email or on the site before they take effect; if you keep using Jobmatch afterwards, the new terms apply.',
        },
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law and disputes',
      blocks: [
        {
          kind: 'p',
          text: 'These terms are governed by the laws of India. Please contact us first so we can try to resolve any dispute. Any dispute that cannot be resolved is subject to the exclusive jurisdiction of the courts in Bangalore, Karnataka.',
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        { kind: 'p', text: 'Questions about these terms go to our support team.' },
        { kind: 'contact' },
      ],
    },
  ],
};
