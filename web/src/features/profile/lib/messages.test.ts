// Boundary: profile toasts and confirmations (pure): the spec's exact texts.
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/app-error';
import {
  entryDeleteConfirmation,
  entryDeleteNotices,
  entryNotices,
  failureNotice,
  sectionNotices,
} from './messages';

describe('profile messages', () => {
  it('names the section in a save toast', () => {
    expect(sectionNotices('Job Preferences')).toEqual({
      success: {
        title: 'Profile Updated',
        description: 'Job Preferences section has been updated successfully',
      },
      failure: { title: 'Update Failed', description: 'Failed to update job preferences. Please try again.' },
    });
  });

  it('uses the spec texts for work experience and education', () => {
    expect(entryNotices('Work experience', 'added').success.title).toBe('Work experience added successfully');
    expect(entryNotices('Education', 'updated').success.title).toBe('Education updated successfully');
    expect(entryNotices('Work experience', 'updated').failure.title).toBe(
      'Failed to save work experience. Please try again.',
    );
    expect(entryNotices('Education', 'added').failure.title).toBe(
      'Failed to save education. Please try again.',
    );
    expect(entryDeleteNotices('Education')).toEqual({
      success: { title: 'Education deleted successfully' },
      failure: { title: 'Failed to delete education. Please try again.' },
    });
    expect(entryDeleteNotices('Work experience').failure.title).toBe(
      'Failed to delete work experience. Please try again.',
    );
  });

  it('says a deletion is permanent', () => {
    expect(entryDeleteConfirmation('Education')).toBe(
      'Are you sure you want to delete this education? This action is permanent and cannot be undone.',
    );
  });

  it("shows the server's reason for a 400 instead of 'Please try again'", () => {
    const failure = entryNotices('Work experience', 'added').failure;
    const tooLarge = new AppError({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Your profile is too large to save.',
    });
    expect(failureNotice(failure, tooLarge)).toEqual({
      ...failure,
      description: 'Your profile is too large to save.',
    });
    const conflict = new AppError({ status: 409, code: 'CONFLICT', message: 'Your profile changed.' });
    expect(failureNotice(failure, conflict)).toBe(failure);
    expect(failureNotice(failure, new Error('offline'))).toBe(failure);
  });
});
