// Boundary: pure rule - the words a failed team call shows (team refusal, server's reason, spec fallback).
import { MESSAGES } from '@shared/errors/catalogue';
import { TEAM_MESSAGES } from '@shared/teams/schemas';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/app-error';
import { teamFailureMessage } from './failure-message';

const failed = (status: number, code: string, message: string) =>
  new AppError({ status, code: code as AppError['code'], message });

describe('teamFailureMessage', () => {
  it("gives the team's reason for a refusal the catalogue words as any 403", () => {
    const wrongAccount = failed(403, 'INVITATION_WRONG_ACCOUNT', MESSAGES.forbidden);
    expect(teamFailureMessage(wrongAccount, TEAM_MESSAGES.acceptFailed)).toBe(TEAM_MESSAGES.wrongAccount);
    const adminsOnly = failed(403, 'TEAM_ADMINS_ONLY', MESSAGES.forbidden);
    expect(teamFailureMessage(adminsOnly, TEAM_MESSAGES.inviteFailed)).toBe(TEAM_MESSAGES.adminsOnly);
  });

  it("gives the team's reason for a mail limit the catalogue words as any 429", () => {
    const resent = failed(429, 'TEAM_RESEND_LIMIT', MESSAGES.rateLimit);
    expect(teamFailureMessage(resent, TEAM_MESSAGES.resendInvitationFailed)).toBe(TEAM_MESSAGES.resendLimit);
    const hourly = failed(429, 'TEAM_INVITE_RATE_LIMIT', MESSAGES.rateLimit);
    expect(teamFailureMessage(hourly, TEAM_MESSAGES.inviteFailed)).toBe(TEAM_MESSAGES.inviteRateLimit);
  });

  it("keeps the server's own explanation", () => {
    const expired = failed(404, 'NOT_FOUND', TEAM_MESSAGES.invalidOrExpired);
    expect(teamFailureMessage(expired, TEAM_MESSAGES.acceptFailed)).toBe(TEAM_MESSAGES.invalidOrExpired);
    const full = failed(409, 'CONFLICT', TEAM_MESSAGES.limitReached);
    expect(teamFailureMessage(full, TEAM_MESSAGES.inviteFailed)).toBe(TEAM_MESSAGES.limitReached);
  });

  it("falls back to the spec's failure text when no reason came back", () => {
    const cases = [
      failed(0, 'CORS_ERROR', MESSAGES.noResponse),
      failed(500, 'INTERNAL_ERROR', MESSAGES.internal),
      failed(403, 'FORBIDDEN', MESSAGES.forbidden),
      failed(404, 'NOT_FOUND', MESSAGES.notFound),
      failed(-1, 'CLIENT_ERROR', MESSAGES.clientError),
    ];
    for (const error of cases) {
      expect(teamFailureMessage(error, TEAM_MESSAGES.acceptFailed), error.code).toBe(
        TEAM_MESSAGES.acceptFailed,
      );
    }
    expect(teamFailureMessage(new Error('boom'), TEAM_MESSAGES.resendInvitationFailed)).toBe(
      TEAM_MESSAGES.resendInvitationFailed,
    );
  });
});
