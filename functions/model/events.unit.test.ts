// Boundary: the event contracts against the rule table that delivers them.
import { describe, expect, it } from 'vitest';
import { EVENT_RULES } from '../routes';
import { EVENT_CONTRACTS } from './events';

const featureOf = (entry: string) => entry.split('/')[0];

describe('event contracts', () => {
  it('name, for every event, exactly the features whose rules receive it', () => {
    const delivered = new Map<string, Set<string>>();
    for (const rule of EVENT_RULES) {
      const consumers = delivered.get(rule.detailType) ?? new Set<string>();
      consumers.add(featureOf(rule.fn.entry) as string);
      delivered.set(rule.detailType, consumers);
    }
    const declared = Object.entries(EVENT_CONTRACTS).map(([detailType, { consumers }]) => [
      detailType,
      [...consumers].sort(),
    ]);
    const actual = [...delivered].map(([detailType, consumers]) => [detailType, [...consumers].sort()]);
    expect(Object.fromEntries(declared)).toEqual(Object.fromEntries(actual));
  });
});
