import { createAccount, type NewAccount } from '../model/account-creation';
import { findUserByEmail } from '../model/accounts';
import type { DemoAccount } from './seed';

/** Local demo data only: one account of each kind, all with the same password. */
export const DEMO_PASSWORD = 'Jobmatch@2025';

const DEMO_ACCOUNTS: (Omit<NewAccount, 'password'> & { label: string })[] = [
  { label: 'admin', email: 'admin@jobmatch.in', firstName: 'Meera', lastName: 'Iyer', role: 'ADMIN' },
  {
    label: 'employer (approved)',
    email: 'hiring@acmetech.in',
    firstName: 'Rahul',
    lastName: 'Verma',
    role: 'EMPLOYER',
    approvalStatus: 'approved',
    companyName: 'Acme Technologies',
    jobTitle: 'Talent Acquisition Lead',
    linkedinProfile: 'https://www.linkedin.com/in/rahul-verma-acme',
  },
  {
    label: 'employer (pending)',
    email: 'talent@newcorp.in',
    firstName: 'Sneha',
    lastName: 'Kapoor',
    role: 'EMPLOYER',
    approvalStatus: 'pending',
    companyName: 'NewCorp Labs',
    jobTitle: 'HR Manager',
    linkedinProfile: 'https://www.linkedin.com/in/sneha-kapoor-newcorp',
  },
  {
    label: 'candidate',
    email: 'candidate@jobmatch.in',
    firstName: 'Arjun',
    lastName: 'Sharma',
    role: 'USER',
  },
];

/** Creates the demo accounts that are missing; existing ones are left exactly as they are. */
export async function seedDemoAccounts(): Promise<DemoAccount[]> {
  for (const { label: _label, ...account } of DEMO_ACCOUNTS) {
    if (!(await findUserByEmail(account.email))) await createAccount({ ...account, password: DEMO_PASSWORD });
  }
  return DEMO_ACCOUNTS.map((account) => ({
    role: account.label,
    email: account.email,
    password: DEMO_PASSWORD,
  }));
}
