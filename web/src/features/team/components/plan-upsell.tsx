import { TEAM } from '@shared/constants';
import { teamPlanName } from '@shared/subscriptions/plans';
import { PLAN_COMPARISON } from '@shared/teams/rules';
import { PLANS, type Plan } from '@shared/teams/schemas';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Table } from '@/components/ui/table';
import { paths } from '@/config/paths';
import styles from './team.module.css';

/**
 * A basic organisation's Team page (its one seat is the owner's): what the plans with a team add. The
 * spec's 'enterprise only' became Professional and Enterprise (ADR 0016 addendum); the title and the
 * button keep the spec's words.
 */
export function PlanUpsell({ plan }: { plan: Plan }) {
  return (
    <Card as="section" aria-labelledby="upsell-title">
      <h2 id="upsell-title" className={styles.cardTitle}>
        Build your hiring team with Enterprise
      </h2>
      <p>
        Your organization is on the {teamPlanName(plan)} plan. Upgrade to Professional for a team of{' '}
        {TEAM.maxRecruitersByPlan.premium}, or to Enterprise for up to {TEAM.maxRecruitersByPlan.enterprise}{' '}
        team members, manage their roles and control their permissions.
      </p>
      <Table phone="cards" wrapClassName={styles.tableWrap}>
        <caption className="visually-hidden">Plan comparison</caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            {PLANS.map((name) => (
              <th key={name} scope="col">
                {teamPlanName(name)}
                {name === plan ? <span className={styles.badge}>Current</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PLAN_COMPARISON.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              {PLANS.map((name) => (
                <td key={name} data-label={teamPlanName(name)}>
                  {row.values[name]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      <ButtonLink to={paths.employer.pricing.getHref()}>Upgrade to Enterprise</ButtonLink>
    </Card>
  );
}
