import { PLAN_CATALOGUE, PLAN_FEATURE_LINES, teamPlanName } from '@shared/subscriptions/plans';
import { TEAM_ANALYTICS_MESSAGES } from '@shared/teams/analytics';
import type { Plan } from '@shared/teams/schemas';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import styles from './analytics.module.css';

/** Below Enterprise the page says what Enterprise adds and leads to the pricing page, never a dead end. */
export function AnalyticsUpsell({ plan }: { plan: Plan }) {
  return (
    <Card as="section" aria-labelledby="analytics-upsell-title">
      <h2 id="analytics-upsell-title" className={styles.cardTitle}>
        {TEAM_ANALYTICS_MESSAGES.enterpriseOnly}
      </h2>
      <p>
        Your organization is on the {teamPlanName(plan)} plan. The {PLAN_CATALOGUE.ENTERPRISE.name} plan
        includes:
      </p>
      <p className={styles.feature}>{PLAN_FEATURE_LINES.teamAnalytics}</p>
      <ButtonLink to={paths.employer.pricing.getHref()}>Upgrade to Enterprise</ButtonLink>
    </Card>
  );
}
