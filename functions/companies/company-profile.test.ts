// Boundary: a company's profile, logo and identity changes through the local API host (DynamoDB Local,
// s3rver, the SES stand-in and the in-process bus).
import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '../../shared/companies/profile';
import type { UploadTicket } from '../../shared/files/schemas';
import type { Company, Job } from '../../shared/jobs/types';
import { callApi, waitForMail } from '../../test/support/api';
import { accountOf, employerWithCompany } from '../../test/support/marketplace';
import { postJob } from '../../test/support/marketplace-cast';
import { postToTicket } from '../../test/support/uploads';
import { findJob } from '../model/job-reads';
import { memberships } from '../model/memberships';

/** A PNG's first bytes (signature and IHDR) declaring `width` x `height`: all the checks read. */
function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

const profile = (company: Partial<Company> & { name: string }) => ({
  name: company.name,
  website: company.website ?? 'https://example.in',
  about: 'We make invoicing software for small shops.\nHiring in Pune and Kochi.',
  industry: 'Software & IT services',
  size: '11-50',
  headquarters: 'Pune',
  officeCities: ['Kochi', 'Kochi', 'Bangalore'],
  foundedYear: 2016,
});

async function uploadLogo(headers: Record<string, string>, bytes: Uint8Array) {
  const ticket = await callApi('/companies/me/logo/upload-url', {
    method: 'POST',
    headers,
    body: { fileName: 'logo.png', fileSize: bytes.length },
  });
  expect(ticket.status).toBe(200);
  const data = ticket.json.data as UploadTicket;
  expect((await postToTicket(data, bytes)).status).toBe(204);
  return callApi('/companies/me/logo', { method: 'POST', headers, body: { fileKey: data.fileKey } });
}

describe('company profile', () => {
  it('is edited by a team admin, applied at once, and read at its page address by anyone', async () => {
    const employer = await employerWithCompany('Tarang Billing');
    const saved = await callApi('/companies/me', {
      method: 'PUT',
      headers: employer.headers,
      body: profile({ name: 'Tarang Billing' }),
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ changeFiled: true, company: { canEdit: true } });
    const own = (await callApi('/companies/me', { headers: employer.headers })).json.data as Company;
    expect(own).toMatchObject({
      name: 'Tarang Billing',
      description: 'We make invoicing software for small shops.\nHiring in Pune and Kochi.',
      location: 'Pune',
      officeCities: ['Kochi', 'Bangalore'],
      foundedYear: 2016,
      size: '11-50',
    });
    expect(own.slug).toMatch(/^tarang-billing/);
    // The company had no website: giving one is a change of identity, waiting for an admin.
    expect(own.website).toBeNull();
    expect(own.pendingChange).toMatchObject({ website: 'https://example.in' });
    const page = await callApi(`/companies/${own.slug}`);
    expect(page.status).toBe(200);
    expect(page.json.data).toMatchObject({ id: employer.companyId, foundedYear: 2016 });
    expect(page.json.data).not.toHaveProperty('pendingChange');
  });

  it('refuses bad input with its message, and anyone but a team admin of the company', async () => {
    const employer = await employerWithCompany();
    const bad = await callApi('/companies/me', {
      method: 'PUT',
      headers: employer.headers,
      body: { ...profile({ name: employer.companyName }), foundedYear: 1700, website: 'not a site' },
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.json)).toContain(COMPANY_MESSAGES.foundedInvalid);
    expect(JSON.stringify(bad.json)).toContain(COMPANY_MESSAGES.websiteInvalid);

    const recruiter = await accountOf('EMPLOYER', 'approved');
    await memberships()
      .create({
        userId: recruiter.record.id,
        organisationId: employer.organisationId,
        teamRole: 'recruiter',
        status: 'active',
        joinedAt: new Date().toISOString(),
        firstName: 'Test',
        lastName: 'recruiter',
        email: recruiter.record.email,
        owner: false,
      })
      .go();
    const refused = await callApi('/companies/me', {
      method: 'PUT',
      headers: recruiter.headers,
      body: profile({ name: employer.companyName }),
    });
    expect(refused.status).toBe(403);
    const candidate = await accountOf('USER');
    expect(
      (await callApi('/companies/me', { method: 'PUT', headers: candidate.headers, body: {} })).status,
    ).toBe(403);
    const unchanged = (await callApi(`/companies/${employer.companyId}`)).json.data as Company;
    expect(unchanged.description).toBeNull();
  });

  it('takes a logo checked by its bytes and pixel size, serves it, and puts it on the jobs', async () => {
    const employer = await employerWithCompany();
    const job = await postJob(employer);
    const tiny = await uploadLogo(employer.headers, png(16, 16));
    expect(tiny.status).toBe(422);
    expect(JSON.stringify(tiny.json)).toContain(COMPANY_MESSAGES.logoDimensions);
    const text = await uploadLogo(employer.headers, new TextEncoder().encode('<html>not a logo</html>'));
    expect(text.status).toBe(422);
    expect(JSON.stringify(text.json)).toContain(COMPANY_MESSAGES.logoType);

    const done = await uploadLogo(employer.headers, png(256, 256));
    expect(done.status).toBe(200);
    const logoUrl = (done.json.data as Company).logoUrl as string;
    expect(logoUrl).toMatch(new RegExp(`^/api/v1/companies/${employer.companyId}/logo\\?v=`));
    const served = await callApi(logoUrl.replace('/api/v1', ''));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await findJob(job.id))?.companyLogoUrl).toBe(logoUrl);
    const read = (await callApi(`/jobs/${job.id}`)).json.data as Job;
    expect(read.company.logoUrl).toBe(logoUrl);
  });

  it('files a name change for an admin, who approves it: new name and address, old address kept, mail sent', async () => {
    const employer = await employerWithCompany(`Old Name ${Date.now()}`);
    const job = await postJob(employer);
    const before = (await callApi('/companies/me', { headers: employer.headers })).json.data as Company;
    const newName = `New Name ${Date.now()}`;
    const filed = await callApi('/companies/me', {
      method: 'PUT',
      headers: employer.headers,
      body: { ...profile({ name: newName }), website: 'https://example.in' },
    });
    expect(filed.status).toBe(200);
    expect((filed.json.data as { company: Company }).company.name).toBe(employer.companyName);
    const again = await callApi('/companies/me', {
      method: 'PUT',
      headers: employer.headers,
      body: { ...profile({ name: `${newName} Two` }), website: 'https://example.in' },
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(COMPANY_MESSAGES.changePending);

    const admin = await accountOf('ADMIN');
    expect((await callApi('/admin/company-changes', { headers: employer.headers })).status).toBe(403);
    const queue = (await callApi('/admin/company-changes', { headers: admin.headers })).json
      .data as Company[];
    expect(queue.find((company) => company.id === employer.companyId)?.pendingChange).toMatchObject({
      name: newName,
    });
    const approved = await callApi(`/admin/company-changes/${employer.companyId}/approve`, {
      method: 'POST',
      headers: admin.headers,
    });
    expect(approved.status).toBe(200);
    const after = approved.json.data as Company;
    expect(after).toMatchObject({ name: newName, pendingChange: null });
    expect(after.slug).not.toBe(before.slug);
    expect(((await callApi(`/companies/${before.slug}`)).json.data as Company).name).toBe(newName);
    expect((await findJob(job.id))?.companyName).toBe(newName);
    const [mail] = await waitForMail(employer.record.email);
    expect(mail?.subject).toBe('Your company change on Jobmatch is approved');
    expect(mail?.body.text).toContain(`name to "${newName}"`);
    const twice = await callApi(`/admin/company-changes/${employer.companyId}/approve`, {
      method: 'POST',
      headers: admin.headers,
    });
    expect(twice.status).toBe(409);
  });

  it('keeps the company as it was when an admin rejects the change, and mails the reason', async () => {
    const employer = await employerWithCompany();
    await callApi('/companies/me', {
      method: 'PUT',
      headers: employer.headers,
      body: profile({ name: `${employer.companyName} Global` }),
    });
    const admin = await accountOf('ADMIN');
    const noReason = await callApi(`/admin/company-changes/${employer.companyId}/reject`, {
      method: 'POST',
      headers: admin.headers,
      body: { reason: '' },
    });
    expect(noReason.status).toBe(422);
    const rejected = await callApi(`/admin/company-changes/${employer.companyId}/reject`, {
      method: 'POST',
      headers: admin.headers,
      body: { reason: 'The new name does not match your GST registration.' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.json.data).toMatchObject({
      name: employer.companyName,
      website: null,
      pendingChange: null,
    });
    const [mail] = await waitForMail(employer.record.email);
    expect(mail?.subject).toBe('Your company change on Jobmatch was not approved');
    expect(mail?.body.text).toContain('Reason: The new name does not match your GST registration.');
    expect(mail?.body.text).toContain('Hi Test,');
  });
});
