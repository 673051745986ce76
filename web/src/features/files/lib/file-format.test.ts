import { FILE_MESSAGES } from '@shared/files/schemas';
import { describe, expect, it } from 'vitest';
import {
  acceptFor,
  checkFile,
  formatFileSize,
  formatUploadDate,
  hintFor,
  progressPercent,
} from './file-format';

describe('checkFile', () => {
  it('accepts a resume whose extension is any case', () => {
    expect(checkFile('resume', { name: 'CV.PDF', size: 1000 })).toBeUndefined();
    expect(checkFile('resume', { name: 'cv.Docx', size: 1000 })).toBeUndefined();
    expect(checkFile('resume', { name: 'cv.doc', size: 2 * 1024 * 1024 })).toBeUndefined();
  });

  it('refuses other resume types and sizes with the spec messages', () => {
    expect(checkFile('resume', { name: 'notes.txt', size: 10 })).toBe(FILE_MESSAGES.resumeType);
    expect(checkFile('resume', { name: 'resume', size: 10 })).toBe(FILE_MESSAGES.resumeType);
    expect(checkFile('resume', { name: 'cv.pdf', size: 2 * 1024 * 1024 + 1 })).toBe(
      'File size must be less than 2MB',
    );
    expect(checkFile('resume', { name: 'cv.pdf', size: 0 })).toBe(FILE_MESSAGES.resumeTooLarge);
  });

  it('applies the avatar rules', () => {
    expect(checkFile('avatar', { name: 'me.WEBP', size: 1024 * 1024 })).toBeUndefined();
    expect(checkFile('avatar', { name: 'me.gif', size: 100 })).toBe(
      'File type must be one of: jpg, jpeg, png, webp',
    );
    expect(checkFile('avatar', { name: 'me.png', size: 1024 * 1024 + 1 })).toBe(
      'File size must be less than 1024KB',
    );
  });
});

describe('progressPercent', () => {
  it('rounds to whole percentages within 0-100', () => {
    expect(progressPercent(0, 100)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(100, 100)).toBe(100);
    expect(progressPercent(150, 100)).toBe(100);
  });

  it('counts an unknown or empty total as nothing sent yet', () => {
    expect(progressPercent(10, 0)).toBe(0);
    expect(progressPercent(Number.NaN, 10)).toBe(0);
    expect(progressPercent(-5, 10)).toBe(0);
  });
});

describe('formatFileSize', () => {
  it('uses bytes, KB and MB with one decimal', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(850)).toBe('850 bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(12_700)).toBe('12.4 KB');
    expect(formatFileSize(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatFileSize(1_572_864)).toBe('1.5 MB');
  });
});

describe('formatUploadDate', () => {
  it('writes dates in en-IN and leaves out missing ones', () => {
    expect(formatUploadDate('2026-11-22T03:00:00.000Z')).toBe('22 Nov 2026');
    expect(formatUploadDate(null)).toBe('');
    expect(formatUploadDate('not a date')).toBe('');
  });
});

describe('picker hints', () => {
  it('lists the accepted types', () => {
    expect(acceptFor('resume')).toBe('.pdf,.doc,.docx');
    expect(hintFor('resume')).toBe('PDF, DOC or DOCX, up to 2 MB');
    expect(hintFor('avatar')).toBe('JPG, JPEG, PNG or WEBP, up to 1 MB');
  });
});
