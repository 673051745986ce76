// Boundary: the renewal reminder on the manage page as rendered markup, at fixed instants.
import type { CurrentSubscription } from '@shared/subscriptions/types';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StaticRouter } from '@/lib/router';
import { RenewalNotice } from './renewal-notice';

const END = '2027-03-15T06:30:00.000Z';
const current: CurrentSubscription = {
  id: 'sub_1',
  plan: 'PROFESSIONAL',
  billingCycle: 'QUARTERLY',
  isActive: true,
  cancelledAt: null,
  startDate: '2026-12-15T06:30:00.000Z',
  endDate: END,
  amountPaid: 2_548_446,
  applicationLimit: 300,
  applicationsUsed: 4,
  createdAt: '2026-12-15T06:30:00.000Z',
  invoiceNumber: 'JM/26-27/000001',
  renewal: null,
};

function render(subscription: CurrentSubscription, now: string): string {
  return renderToStaticMarkup(
    <StaticRouter location="/subscription/manage">
      <RenewalNotice subscription={subscription} now={new Date(now)} />
    </StaticRouter>,
  )
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&');
}

describe('RenewalNotice', () => {
  it('says nothing before the last 30 days of the term', () => {
    expect(render(current, '2027-02-01T00:00:00.000Z')).toBe('');
  });

  it('in the last 30 days: when the plan ends, and Renew opens the next term’s checkout', () => {
    const html = render(current, '2027-03-01T00:00:00.000Z');
    expect(html).toContain('Your Professional plan ends on 15 March 2027');
    expect(html).toContain('href="/subscription/payment?plan=PROFESSIONAL&cycle=QUARTERLY&renew=1"');
    expect(html).toContain('>Renew<');
  });

  it('says nothing for a cancelled term: cancelling stops the renewal', () => {
    expect(render({ ...current, cancelledAt: '2027-02-20T00:00:00.000Z' }, '2027-03-01T00:00:00.000Z')).toBe(
      '',
    );
  });

  it('once renewed: when the next term starts, and no Renew', () => {
    const renewal = {
      id: 'sub_2',
      plan: 'PROFESSIONAL' as const,
      billingCycle: 'QUARTERLY' as const,
      startDate: END,
      endDate: '2027-06-15T06:30:00.000Z',
    };
    const html = render({ ...current, renewal }, '2027-03-01T00:00:00.000Z');
    expect(html).toContain('Renewed: your next term starts on 15 March 2027');
    expect(html).not.toContain('Renew<');
  });
});
