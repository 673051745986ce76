// Boundary: the checkout's result page as rendered markup, when the verification answered 'superseded'.
import { REFUND_MESSAGES, SUPERSEDED_REASON_TEXT } from '@shared/subscriptions/refunds';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StaticRouter } from '@/lib/router';
import { SuccessPage } from './success-page';

function render(location: string): string {
  const html = renderToStaticMarkup(
    <StaticRouter location={location}>
      <SuccessPage />
    </StaticRouter>,
  );
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

describe('SuccessPage after a refunded payment', () => {
  it.each(Object.entries(SUPERSEDED_REASON_TEXT))(
    'says plainly that the payment was refunded, and why (%s), with no success message',
    (reason, why) => {
      const text = render(`/subscription/success?plan=BASIC&cycle=MONTHLY&refunded=${reason}`);
      expect(text).toContain(REFUND_MESSAGES.title);
      expect(text).toContain(REFUND_MESSAGES.summary);
      expect(text).toContain(why);
      expect(text).not.toContain('Payment Successful');
      expect(text).not.toContain('is active');
    },
  );
});
