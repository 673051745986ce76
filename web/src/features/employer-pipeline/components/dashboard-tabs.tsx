import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useSearchParams } from '@/lib/router';
import { DASHBOARD_TABS, type DashboardTab, tabForKey, tabFromSearch } from '../lib/dashboard-tab';
import { ApplicationsTab, type JobChoice } from './applications-tab';
import styles from './pipeline.module.css';
import { RecentApplications } from './recent-applications';
import { StatCards } from './stat-cards';

interface DashboardTabsProps {
  /** Overview's Recent Jobs, drawn by the jobs feature. */
  recentJobs: ReactNode;
  /** The Jobs tab's grid of the organisation's jobs, drawn by the jobs feature. */
  jobs: ReactNode;
  /** The jobs the Applications tab's Job filter offers. */
  jobChoices: readonly JobChoice[];
  /** A chosen job's matching candidates, drawn by the matching feature. */
  matchingCandidates?: (jobId: string) => ReactNode;
  /** The Team tab's recruitment team and invite dialog, drawn by the team feature. */
  team: ReactNode;
}

const tabId = (tab: DashboardTab) => `dashboard-tab-${tab}`;
const panelId = (tab: DashboardTab) => `dashboard-panel-${tab}`;

/**
 * The employer dashboard's tabs (WAI-ARIA tabs: arrows, Home and End move between them). The tab lives
 * in the URL (?tab=applications) so a link can land on it and Back returns to the previous one.
 */
export function DashboardTabs({
  recentJobs,
  jobs,
  jobChoices,
  matchingCandidates,
  team,
}: DashboardTabsProps) {
  const [search, setSearch] = useSearchParams();
  const active = tabFromSearch(search);
  const tabRefs = useRef(new Map<DashboardTab, HTMLButtonElement>());

  const select = (tab: DashboardTab, focus = false) => {
    if (tab !== active) {
      // Filters belong to the Applications tab; another tab starts from a clean address.
      setSearch(tab === 'overview' ? {} : { tab });
    }
    if (focus) tabRefs.current.get(tab)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabForKey(active, event.key);
    if (!next) return;
    event.preventDefault();
    select(next, true);
  };

  const panel = () => {
    switch (active) {
      case 'overview':
        return (
          <>
            <StatCards />
            {recentJobs}
            <RecentApplications onViewAll={() => select('applications')} />
          </>
        );
      case 'jobs':
        return jobs;
      case 'applications':
        return <ApplicationsTab jobChoices={jobChoices} matchingCandidates={matchingCandidates} />;
      case 'team':
        return team;
    }
  };

  return (
    <>
      <div role="tablist" aria-label="Dashboard" className={styles.tablist}>
        {DASHBOARD_TABS.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className={styles.tab}
              aria-selected={selected}
              // Only the shown panel exists, so only its tab points at it.
              aria-controls={selected ? panelId(tab.id) : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.id)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(active)} aria-labelledby={tabId(active)} className={styles.panel}>
        {panel()}
      </div>
    </>
  );
}
