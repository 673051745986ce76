// Boundary: how a candidate reads their profile views (pure).
import { describe, expect, it } from 'vitest';
import { profileViewsText } from './profile-views';

describe('profile views', () => {
  it('says none, once, or how many times, in en-IN digits', () => {
    expect(profileViewsText(0)).toBe('No employer has viewed your profile yet.');
    expect(profileViewsText(1)).toBe(
      'Employers viewed your profile once (each employer counted once a day).',
    );
    expect(profileViewsText(125000)).toBe(
      'Employers viewed your profile 1,25,000 times (each employer counted once a day).',
    );
  });
});
