// Boundary: the event contracts against the rule table that delivers them.
import { describe, expect, it } from 'vitest';
import { detailTypesOf } from '../platform/contract';
import { EVENT_RULES } from '../routes';
import { EVENT_CONTRACTS } from './events';

const featureOf = (entry: string) => entry.split('/')[0];

describe('event contracts', () => {
  it('name, for every event, exactly the features whose rules receive it', () => {
    const delivered = new Map<string, Set<string>>();
    for (const rule of EVENT_RULES) {
      for (const detailType of detailTypesOf(rule)) {
        const consumers = delivered.get(detailType) ?? new Set<string>();
        consumers.add(featureOf(rule.fn.entry) as string);
        delivered.set(detailType, consumers);
      }
    }
    const declared = Object.entries(EVENT_CONTRACTS).map(([detailType, { consumers }]) => [
      detailType,
      [...consumers].sort(),
    ]);
    const actual = [...delivered].map(([detailType, consumers]) => [detailType, [...consumers].sort()]);
    expect(Object.fromEntries(declared)).toEqual(Object.fromEntries(actual));
  });
});
