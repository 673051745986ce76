// Boundary: the table of optional mails (pure): whose kinds they are, their choices, and what undo restores.
import { describe, expect, it } from 'vitest';
import { choiceOf, isChoiceOf, kindsFor, NOTIFICATION_KINDS, NOTIFICATIONS, resumedChoice } from './kinds';

describe('optional mail kinds', () => {
  it('gives each role its own kinds', () => {
    expect(kindsFor('employer')).toEqual(['newApplications', 'renewalReminders']);
    expect(kindsFor('admin')).toEqual(['recruiterApplications']);
    expect(kindsFor('candidate')).toEqual(['jobAlerts', 'weeklyMatches']);
  });

  it('offers off for every kind and defaults to a choice it offers', () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(isChoiceOf(kind, 'off'), kind).toBe(true);
      expect(isChoiceOf(kind, NOTIFICATIONS[kind].default), kind).toBe(true);
    }
    expect(isChoiceOf('renewalReminders', 'daily')).toBe(false);
    expect(NOTIFICATIONS.newApplications.default).toBe('daily');
  });

  it('reads a stored choice, else the default', () => {
    expect(choiceOf({}, 'newApplications')).toBe('daily');
    expect(choiceOf({ newApplications: 'instant' }, 'newApplications')).toBe('instant');
  });

  it('turns back on to the choice held before, else the default', () => {
    expect(resumedChoice('newApplications', 'instant')).toBe('instant');
    expect(resumedChoice('newApplications', undefined)).toBe('daily');
    expect(resumedChoice('newApplications', 'off')).toBe('daily');
    // A choice another kind offers is not restored to this one.
    expect(resumedChoice('renewalReminders', 'daily')).toBe('on');
  });
});
