// Boundary: none (pure) - the texts of the pipeline's confirmation and Undo toast.
import { describe, expect, it } from 'vitest';
import { changedNotice, confirmationOf } from './status-change';

const one = {
  applications: [{ id: 'a1', status: 'applied' as const }],
  who: 'Priya Sharma',
  jobTitle: 'Senior Java Engineer',
};

describe('status change texts', () => {
  it('names the candidate and the job before a rejection or a hire', () => {
    expect(confirmationOf({ ...one, to: 'rejected' })).toEqual({
      title: 'Reject Priya Sharma?',
      body: "Priya Sharma's application for Senior Java Engineer will be marked Rejected. The candidate is emailed 30 seconds later, unless you undo it.",
      button: 'Reject',
    });
    expect(confirmationOf({ ...one, to: 'hired' }).button).toBe('Mark as hired');
  });

  it('counts applications moved together', () => {
    const many = {
      applications: [...one.applications, { id: 'a2', status: 'reviewed' as const }],
      who: '2 applications',
    };
    expect(confirmationOf({ ...many, to: 'rejected' }).title).toBe('Reject 2 applications?');
    expect(changedNotice({ ...many, to: 'rejected' }, 2).description).toBe(
      '2 applications are now Rejected. Undo within 30 seconds and nobody is emailed.',
    );
  });
});
