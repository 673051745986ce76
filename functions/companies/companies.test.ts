// Boundary: companies, the demo marketplace seed and the site settings through the local API host.
import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '../../shared/jobs/schemas';
import type { Company, Job, PageOf, SiteConfig } from '../../shared/jobs/types';
import { callApi } from '../../test/support/api';
import { accountOf, employerWithCompany } from '../../test/support/marketplace';
import { seedDemoMarketplace } from '../demo/marketplace';
import { findUserByEmail } from '../model/accounts';
import { organisationOf } from '../model/organisation-members';

describe('companies', () => {
  it('lists the directory by name, filtered by keyword and paged', async () => {
    const all = (await callApi('/companies?size=100')).json.data as PageOf<Company>;
    expect(all.totalElements).toBeGreaterThanOrEqual(12);
    const names = all.content.map((company) => company.name.toLowerCase());
    expect([...names].sort()).toEqual(names);

    const found = (await callApi('/companies?keyword=acme')).json.data as PageOf<Company>;
    expect(found.content.map((company) => company.name)).toContain('Acme Tech');

    const page = (await callApi('/companies?page=1&size=2&sortDirection=desc')).json.data as PageOf<Company>;
    expect(page).toMatchObject({ page: 1, size: 2 });
    expect(page.content).toHaveLength(2);
    expect((await callApi('/companies?sortBy=salary')).status).toBe(422);
  });

  it('reads one company publicly, and an employer their own', async () => {
    const employer = await employerWithCompany('Lotus Analytics');
    const own = await callApi('/companies/me', { headers: employer.headers });
    expect(own.json.data).toMatchObject({
      id: employer.companyId,
      name: 'Lotus Analytics',
      organisationId: employer.organisationId,
    });
    // The public answer is the same company without what only its team reads.
    const { pendingChange, canEdit, ...shown } = own.json.data as Company;
    expect({ pendingChange, canEdit }).toEqual({ pendingChange: null, canEdit: true });
    expect((await callApi(`/companies/${employer.companyId}`)).json.data).toEqual(shown);

    const missing = await callApi('/companies/no-such-company');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(JOB_MESSAGES.companyNotFound);

    const lone = await accountOf('EMPLOYER', 'approved');
    const none = await callApi('/companies/me', { headers: lone.headers });
    expect(none.status).toBe(403);
    expect(none.json.message).toBe(JOB_MESSAGES.noOrganisation);
  });
});

describe('demo marketplace', () => {
  it('seeds Acme Tech for the approved demo employer and open jobs across the companies, once', async () => {
    const employer = await findUserByEmail('hiring@acmetech.in');
    expect((await organisationOf(employer?.id ?? ''))?.organisationId).toBe('org-acme-tech');
    const pending = await findUserByEmail('talent@newcorp.in');
    expect(await organisationOf(pending?.id ?? '')).toBeUndefined();

    const acme = (await callApi('/jobs/company/acme-tech?size=100')).json.data as PageOf<Job>;
    expect(acme.totalElements).toBeGreaterThanOrEqual(5);
    expect(acme.content.some((job) => job.jobType === 'INTERNSHIP')).toBe(true);

    await seedDemoMarketplace();
    expect(((await callApi('/jobs/company/acme-tech?size=100')).json.data as PageOf<Job>).totalElements).toBe(
      acme.totalElements,
    );
  });
});

describe('site settings', () => {
  it('says the marketplace is live locally, and who answers privacy grievances', async () => {
    const response = await callApi('/site/config');
    expect(response.status).toBe(200);
    expect(response.json.data).toEqual({
      jobsLive: true,
      grievanceOfficer: { name: expect.any(String), email: expect.stringContaining('@') },
    } satisfies SiteConfig);
  });
});
