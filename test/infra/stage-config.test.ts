// Boundary: stage settings from cdk.json context, validated by the zod schema before any construct is built.
import { describe, expect, it } from 'vitest';
import { loadStageConfig } from '../../lib/config/stage';
import { cdkJson } from './synth';

const valid = {
  region: 'ap-south-1',
  mail: { from: 'no-reply@jobmatch.in', support: 'support@jobmatch.in' },
  logRetentionDays: 14,
  apiThrottling: { rateLimit: 10, burstLimit: 20 },
  wafApiRequestsPerIp: 1000,
};
const seller = {
  legalName: 'Jobmatch Technologies Private Limited',
  address: ['100 Residency Road', 'Bengaluru 560025, Karnataka'],
  stateCode: '29',
  gstin: '29ABCDE1234F1ZW',
};
const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0f0e0d0c-1111-2222-3333-444455556666';
const apiDomain = {
  name: 'api.jobmatch.in',
  certificateArn: 'arn:aws:acm:ap-south-1:123456789012:certificate/0f0e0d0c-7777-8888-9999-444455556666',
};

describe('stage settings', () => {
  it('accepts every stage in cdk.json', () => {
    for (const name of Object.keys(cdkJson.context.stages)) {
      expect(loadStageConfig(name, cdkJson.context.stages).name).toBe(name);
    }
  });

  it('fills defaults: retained data, no extra origins, a live marketplace, the signing-key name from the stage', () => {
    const stage = loadStageConfig('qa', { qa: valid });
    expect(stage).toMatchObject({
      retainData: true,
      jobsLive: true,
      webOrigins: [],
      authSigningKeySecretName: 'jobmatch/qa/auth-signing-key',
      razorpay: {
        checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
        keySecretName: 'jobmatch/qa/razorpay-key-secret',
        webhookSecretName: 'jobmatch/qa/razorpay-webhook-secret',
      },
    });
    expect(stage.razorpay.keyId).toBeUndefined();
    expect(stage.razorpay.apiUrl).toBeUndefined();
  });

  it('names a grievance officer (the support address unless set) and keeps unused accounts three years unless set (ADR 0038)', () => {
    expect(loadStageConfig('qa', { qa: valid }).privacy).toEqual({
      grievanceOfficer: { name: 'Grievance Officer', email: 'support@jobmatch.in' },
      inactiveAccountDays: 1095,
    });
    const officer = { name: 'Meera Iyer', email: 'grievance@jobmatch.in' };
    expect(
      loadStageConfig('qa', {
        qa: { ...valid, privacy: { grievanceOfficer: officer, inactiveAccountDays: 730 } },
      }).privacy,
    ).toEqual({ grievanceOfficer: officer, inactiveAccountDays: 730 });
    expect(() => loadStageConfig('qa', { qa: { ...valid, privacy: { inactiveAccountDays: 2 } } })).toThrow(
      /privacy\.inactiveAccountDays: at least 7 days/,
    );
  });

  it('takes a Razorpay key id and https addresses only', () => {
    const stage = loadStageConfig('qa', {
      qa: { ...valid, razorpay: { keyId: 'rzp_live_AbCdEf12345678' }, seller },
    });
    expect(stage.razorpay.keyId).toBe('rzp_live_AbCdEf12345678');
    expect(() =>
      loadStageConfig('qa', { qa: { ...valid, razorpay: { keyId: 'live_AbCdEf12345678' } } }),
    ).toThrow(/razorpay\.keyId: a Razorpay key id/);
    expect(() =>
      loadStageConfig('qa', { qa: { ...valid, razorpay: { apiUrl: 'http://api.razorpay.com' } } }),
    ).toThrow(/razorpay\.apiUrl: an https:\/\/ address/);
    expect(() => loadStageConfig('qa', { qa: { ...valid, razorpay: { keySecret: 'not here' } } })).toThrow(
      /razorpay/,
    );
  });

  it('takes the seller its invoices name: a valid GSTIN of its state, required where payments are taken', () => {
    expect(loadStageConfig('qa', { qa: { ...valid, seller } }).seller).toEqual(seller);
    expect(() =>
      loadStageConfig('qa', { qa: { ...valid, seller: { ...seller, gstin: '29ABCDE1234F1ZX' } } }),
    ).toThrow(/seller\.gstin: This GSTIN is not valid/);
    expect(() => loadStageConfig('qa', { qa: { ...valid, seller: { ...seller, stateCode: '27' } } })).toThrow(
      /seller\.gstin: This GSTIN is registered in another state/,
    );
    expect(() =>
      loadStageConfig('qa', { qa: { ...valid, razorpay: { keyId: 'rzp_live_AbCdEf12345678' } } }),
    ).toThrow(/seller: a stage that takes payments/);
  });

  it('names the unknown stage and the known ones', () => {
    expect(() => loadStageConfig('staging', { dev: valid, prod: valid })).toThrow(
      'Unknown stage "staging". Known stages: dev, prod',
    );
  });

  it('rejects stage names that cannot be part of a bucket name', () => {
    expect(() => loadStageConfig('Prod_1', { Prod_1: valid })).toThrow(/Invalid stage name "Prod_1"/);
    expect(() => loadStageConfig('a-much-too-long-stage', { 'a-much-too-long-stage': valid })).toThrow(
      /stage name/,
    );
  });

  it('lists every invalid field with its path', () => {
    const attempt = () =>
      loadStageConfig('dev', {
        dev: {
          ...valid,
          mail: { from: 'not-an-address', support: 'support@jobmatch.in' },
          logRetentionDays: 10,
          webOrigins: ['https://jobmatch.in/app'],
          apiThrottling: { rateLimit: 0, burstLimit: 20 },
        },
      });
    expect(attempt).toThrow(/Invalid settings for stage "dev"/);
    expect(attempt).toThrow(/mail\.from: /);
    expect(attempt).toThrow(/logRetentionDays: a CloudWatch Logs retention value/);
    expect(attempt).toThrow(/webOrigins\.0: an origin such as/);
    expect(attempt).toThrow(/apiThrottling\.rateLimit: /);
  });

  it('takes a waitlist stage (jobsLive false) and refuses a jobsLive that is not a boolean', () => {
    expect(loadStageConfig('qa', { qa: { ...valid, jobsLive: false } }).jobsLive).toBe(false);
    expect(() => loadStageConfig('qa', { qa: { ...valid, jobsLive: 'no' } })).toThrow(/jobsLive/);
  });

  it('rejects unknown keys, so a typo cannot silently fall back to a default', () => {
    expect(() => loadStageConfig('dev', { dev: { ...valid, retainDta: false } })).toThrow(/retainDta/);
  });

  it('requires the From address to be on the verified domain', () => {
    expect(() => loadStageConfig('prod', { prod: { ...valid, domain: 'jobmatch.co.in' } })).toThrow(
      /mail\.from: the From address must be on the verified domain jobmatch\.co\.in/,
    );
    expect(loadStageConfig('prod', { prod: { ...valid, domain: 'jobmatch.in' } }).domain).toBe('jobmatch.in');
  });

  it('accepts a certificate only together with a domain, and only from us-east-1', () => {
    expect(() => loadStageConfig('prod', { prod: { ...valid, certificateArn, apiDomain } })).toThrow(
      /a certificate needs a domain/,
    );
    expect(() =>
      loadStageConfig('prod', {
        prod: {
          ...valid,
          domain: 'jobmatch.in',
          certificateArn: certificateArn.replace('us-east-1', 'ap-south-1'),
          apiDomain,
        },
      }),
    ).toThrow(/certificateArn/);
  });

  it('requires an API domain, with a certificate in the stage region, for a stage served on its domain', () => {
    const served = { ...valid, domain: 'jobmatch.in', certificateArn };
    expect(() => loadStageConfig('prod', { prod: served })).toThrow(
      /apiDomain: a stage served on its domain needs apiDomain, so the execute-api endpoint can be disabled/,
    );
    expect(loadStageConfig('prod', { prod: { ...served, apiDomain } }).apiDomain).toEqual(apiDomain);
    expect(() =>
      loadStageConfig('prod', {
        prod: {
          ...served,
          apiDomain: {
            ...apiDomain,
            certificateArn: apiDomain.certificateArn.replace('ap-south-1', 'us-east-1'),
          },
        },
      }),
    ).toThrow(/apiDomain\.certificateArn: the API certificate must be in the stage's region ap-south-1/);
  });

  it('requires a region (the web ACL reference crosses regions) and a WAF rate of at least 10', () => {
    const { region: _, ...withoutRegion } = valid;
    expect(() => loadStageConfig('qa', { qa: withoutRegion })).toThrow(/region: /);
    expect(() => loadStageConfig('qa', { qa: { ...valid, wafApiRequestsPerIp: 5 } })).toThrow(
      /wafApiRequestsPerIp: /,
    );
  });

  it('takes route throttles keyed by route key, and refuses a key that is not one', () => {
    const routes = { 'POST /resume/parse': { rateLimit: 5, burstLimit: 10 } };
    expect(
      loadStageConfig('qa', { qa: { ...valid, apiThrottling: { ...valid.apiThrottling, routes } } })
        .apiThrottling.routes,
    ).toEqual(routes);
    expect(loadStageConfig('qa', { qa: valid }).apiThrottling.routes).toEqual({});
    expect(() =>
      loadStageConfig('qa', {
        qa: {
          ...valid,
          apiThrottling: {
            ...valid.apiThrottling,
            routes: { '/resume/parse': routes['POST /resume/parse'] },
          },
        },
      }),
    ).toThrow(/apiThrottling\.routes/);
  });
});
