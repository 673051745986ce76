// Boundary: pure rule - the words a failed subscription call shows (server's reason, the call's 403, the page's fallback).
import { MESSAGES } from '@shared/errors/catalogue';
import { SUBSCRIPTION_MESSAGES } from '@shared/subscriptions/messages';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/app-error';
import { subscriptionFailureMessage } from './failure-message';

const failed = (status: number, code: string, message: string) =>
  new AppError({ status, code: code as AppError['code'], message });

describe('subscriptionFailureMessage', () => {
  it("keeps the server's own reason for a refusal", () => {
    const owned = failed(409, 'CONFLICT', SUBSCRIPTION_MESSAGES.alreadySubscribed);
    expect(subscriptionFailureMessage(owned, SUBSCRIPTION_MESSAGES.initiateFailed)).toBe(
      SUBSCRIPTION_MESSAGES.alreadySubscribed,
    );
    const gstin = failed(400, 'BAD_REQUEST', SUBSCRIPTION_MESSAGES.gstinInvalid);
    expect(subscriptionFailureMessage(gstin, SUBSCRIPTION_MESSAGES.initiateFailed)).toBe(
      SUBSCRIPTION_MESSAGES.gstinInvalid,
    );
  });

  it("names the call's one refusal for a 403, whose words the catalogue replaces", () => {
    const member = failed(403, 'FORBIDDEN', MESSAGES.forbidden);
    expect(
      subscriptionFailureMessage(member, SUBSCRIPTION_MESSAGES.cancelFailed, {
        forbidden: SUBSCRIPTION_MESSAGES.adminsOnly,
      }),
    ).toBe(SUBSCRIPTION_MESSAGES.adminsOnly);
    expect(subscriptionFailureMessage(member, SUBSCRIPTION_MESSAGES.cancelFailed)).toBe(
      SUBSCRIPTION_MESSAGES.cancelFailed,
    );
  });

  it("falls back to the page's text when no reason came back", () => {
    for (const error of [
      failed(0, 'CORS_ERROR', MESSAGES.noResponse),
      failed(500, 'INTERNAL_ERROR', MESSAGES.internal),
      failed(404, 'NOT_FOUND', MESSAGES.notFound),
      new Error('boom'),
    ]) {
      expect(subscriptionFailureMessage(error, SUBSCRIPTION_MESSAGES.initiateFailed)).toBe(
        SUBSCRIPTION_MESSAGES.initiateFailed,
      );
    }
  });
});
