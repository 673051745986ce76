// Boundary: the never-pay guard's phrase list (pure) and the job schema that applies it.

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { NEVER_PAY_NOTICE } from './messages';
import { neverPayBreach, neverPayMessage } from './never-pay';
import { jobInputSchema } from './schemas';

const ruleOf = (text: string) => neverPayBreach(text)?.rule.id ?? null;

describe('neverPayBreach', () => {
  it.each([
    ['Selected candidates must pay a registration fee of ₹1,500.', 'fee', 'registration fee'],
    [
      'A refundable security deposit of Rs 5000 is collected at joining.',
      'fee',
      'refundable security deposit',
    ],
    ['Training charges apply for the first month.', 'fee', 'Training charges'],
    ['Pay ₹499 to confirm your interview slot.', 'fee', 'Pay ₹499 to'],
    ['Pay to apply: limited seats.', 'fee', 'Pay to apply'],
    ['Rs 2000/- registration to be paid on WhatsApp.', 'fee', 'Rs 2000/- registration'],
    ['Interview se pehle fees jama karein.', 'fee', 'fees jama'],
    ['Registration ke liye ₹300 dena hoga.', 'fee', 'Registration ke liye ₹'],
    ['Send the amount to jobs.hr@okaxis today.', 'payment-id', 'jobs.hr@okaxis'],
    ['GPay number: 9876543210', 'payment-id', 'GPay number: 9876543210'],
    [
      'Send your Aadhaar card on WhatsApp to book the interview.',
      'identity-documents',
      'Send your Aadhaar card',
    ],
    ['Share PAN number before the interview.', 'identity-documents', 'Share PAN number'],
    [
      'Aadhaar card details are needed for shortlisting.',
      'identity-documents',
      'Aadhaar card details are needed for shortlisting',
    ],
    ['Apna aadhar card bhejo is number par.', 'identity-documents', 'aadhar card bhejo'],
  ])('refuses %j (%s)', (text, rule, phrase) => {
    const breach = neverPayBreach(text);
    expect(breach?.rule.id).toBe(rule);
    expect(breach?.phrase).toBe(phrase);
  });

  it.each([
    'There is no registration fee: Jobmatch and this employer never charge candidates.',
    'We never ask for a security deposit or any fees.',
    'Zero joining fee. Koi bhi fees nahi.',
    'We pay ₹25-32 LPA with a yearly bonus.',
    'Build UPI payment flows used by two million merchants; experience with the NPCI UPI spec is a plus.',
    'Write to careers@acme.example with questions.',
    'Aadhaar and PAN are collected by HR after you accept the offer, for payroll.',
    'Expanding our Pan-India sales team.',
  ])('lets %j through', (text) => {
    expect(ruleOf(text)).toBeNull();
  });

  it('names the rule and the words in its message, and every job page says the notice', () => {
    const breach = neverPayBreach('Registration fee ₹999');
    expect(breach && neverPayMessage(breach)).toBe(
      'Jobs on Jobmatch may not ask candidates for money or documents up front: “Registration fee” asks candidates to pay a fee or a deposit. Remove it to post this job.',
    );
    expect(NEVER_PAY_NOTICE.lead).toBe('Jobmatch never asks candidates to pay.');
  });
});

describe('jobInputSchema and the guard', () => {
  const job = {
    title: 'Telecaller',
    description:
      'Call customers about their loan applications and note their answers in the CRM, in Hindi and English.',
    jobType: 'FULL_TIME',
    location: 'Pune',
    experienceMin: 0,
    category: 'NON_IT',
    function: 'customer-support',
  };

  it('marks the field that asks, with the rule', () => {
    const result = z.safeParse(jobInputSchema, {
      ...job,
      benefits: 'Free meals\nJoining kit charges ₹750 only',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['benefits'], message: expect.stringContaining('“kit charges”') }),
    ]);
  });

  it('checks the title too, and passes a post that asks for nothing', () => {
    const titled = z.safeParse(jobInputSchema, { ...job, title: 'Data entry - registration fee 500' });
    expect(titled.error?.issues[0]?.path).toEqual(['title']);
    expect(z.safeParse(jobInputSchema, job).success).toBe(true);
  });
});
