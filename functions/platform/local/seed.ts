import { seedDemoAccounts } from '../../accounts/demo-accounts';
import { seedDemoMarketplace } from '../../jobs/demo-marketplace';
import { seedDemoMatchedCandidate } from '../../matching/demo-candidate';
import { seedDemoRecruiterApplication } from '../../recruiter-verification/demo-application';
import { seedDemoSubscription } from '../../subscriptions/demo';

/** A demo account printed by `npm start` so a person can sign in at once. */
export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

type Seeder = () => Promise<DemoAccount[]>;

/**
 * Each feature that has demo data adds its seeder here. Seeders are idempotent: running `npm start`
 * again finds their records and changes nothing.
 */
const SEEDERS: Seeder[] = [
  seedDemoAccounts,
  seedDemoMarketplace,
  seedDemoSubscription,
  seedDemoRecruiterApplication,
  seedDemoMatchedCandidate,
];

export async function seedDemoData(): Promise<DemoAccount[]> {
  const accounts: DemoAccount[] = [];
  for (const seeder of SEEDERS) accounts.push(...(await seeder()));
  return accounts;
}
