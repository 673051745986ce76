// Boundary: none (test support) - one signed-in account of each role, made in the table directly.
import { randomUUID } from 'node:crypto';
import { createAccount } from '../../functions/model/account-creation';
import { createOrganisation } from '../../functions/model/organisation-members';
import { signAccessToken } from '../../functions/platform/auth/tokens';
import type { Role } from '../../shared/auth/user';

export type RoleTokens = Record<Role | 'pendingEmployer', string>;

async function tokenFor(role: 'USER' | 'EMPLOYER' | 'ADMIN', approvalStatus?: 'pending' | 'approved') {
  const user = await createAccount({
    email: `matrix.${randomUUID().slice(0, 8)}@company.example`,
    password: 'Matrix@2025',
    firstName: 'Matrix',
    lastName: 'Test',
    role,
    approvalStatus,
  });
  // An approved employer acts for an organisation, as after a real approval: employer routes then
  // answer from what they find (404, 422, an empty list), never the organisation check's 403.
  if (role === 'EMPLOYER' && approvalStatus === 'approved') {
    await createOrganisation({ ownerId: user.id, company: { name: `Matrix ${user.id.slice(0, 6)}` } });
  }
  const asRole = role === 'USER' ? 'candidate' : role === 'EMPLOYER' ? 'employer' : 'admin';
  return signAccessToken({ userId: user.id, role: asRole, sessionVersion: user.sessionVersion });
}

/** A bearer token of a candidate, an approved employer (with its organisation), a pending one and an admin. */
export async function roleTokens(): Promise<RoleTokens> {
  return {
    candidate: await tokenFor('USER'),
    employer: await tokenFor('EMPLOYER', 'approved'),
    pendingEmployer: await tokenFor('EMPLOYER', 'pending'),
    admin: await tokenFor('ADMIN'),
  };
}
