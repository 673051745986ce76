// Boundary: the Team page's upsell as rendered markup: it names plans as the pricing page does.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StaticRouter } from '@/lib/router';
import { PlanUpsell } from './plan-upsell';

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('PlanUpsell', () => {
  it("calls the middle plan Professional, the pricing page's name, never the team plan's code", () => {
    const text = textOf(
      renderToStaticMarkup(
        <StaticRouter location="/team">
          <PlanUpsell plan="basic" />
        </StaticRouter>,
      ),
    );
    expect(text).toContain('Your organization is on the Basic plan.');
    expect(text).toContain('Basic Current Professional Enterprise');
    expect(text).toContain('Upgrade to Professional for a team of 3, or to Enterprise for up to 10');
    expect(text).not.toMatch(/premium/i);
  });
});
