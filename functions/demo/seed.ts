import { seedDemoAccounts } from './accounts';
import { seedDemoContactableCandidates } from './contactable-candidates';
import { seedDemoMarketplace } from './marketplace';
import { seedDemoMatchedCandidate } from './matched-candidate';
import { seedDemoRecruiterApplication } from './recruiter-application';
import { seedDemoSubscription } from './subscription';

/** A demo account printed by `npm start` so a person can sign in at once. */
export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

type Seeder = () => Promise<DemoAccount[]>;

/**
 * The demo data `npm start` and the test stack seed, composed above the features (this folder may import
 * any of them; nothing but bin/ and tests imports it). Each feature that has demo data adds its seeder here. Seeders are idempotent: running `npm start`
 * again finds their records and changes nothing.
 */
const SEEDERS: Seeder[] = [
  seedDemoAccounts,
  seedDemoMarketplace,
  seedDemoSubscription,
  seedDemoRecruiterApplication,
  seedDemoMatchedCandidate,
  seedDemoContactableCandidates,
];

export async function seedDemoData(): Promise<DemoAccount[]> {
  const accounts: DemoAccount[] = [];
  for (const seeder of SEEDERS) accounts.push(...(await seeder()));
  return accounts;
}
