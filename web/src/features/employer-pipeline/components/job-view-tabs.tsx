import { type KeyboardEvent, useRef } from 'react';
import { JOB_VIEWS, type JobView } from '../lib/dashboard-tab';
import styles from './pipeline.module.css';

export const jobViewTabId = (view: JobView) => `job-view-tab-${view}`;
export const jobViewPanelId = (view: JobView) => `job-view-panel-${view}`;

/** A chosen job's two views, Applicants and Matching candidates, as WAI-ARIA tabs (arrows move between them). */
export function JobViewTabs({ active, onSelect }: { active: JobView; onSelect: (view: JobView) => void }) {
  const refs = useRef(new Map<JobView, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = JOB_VIEWS.findIndex((view) => view.id === active);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const nextIndex =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? JOB_VIEWS.length - 1
          : (index + step + JOB_VIEWS.length) % JOB_VIEWS.length;
    const next = JOB_VIEWS[nextIndex]?.id ?? active;
    onSelect(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div role="tablist" aria-label="This job" className={`${styles.tablist} ${styles.subTablist}`}>
      {JOB_VIEWS.map((view) => {
        const selected = view.id === active;
        return (
          <button
            key={view.id}
            ref={(node) => {
              if (node) refs.current.set(view.id, node);
              else refs.current.delete(view.id);
            }}
            type="button"
            role="tab"
            id={jobViewTabId(view.id)}
            className={styles.tab}
            aria-selected={selected}
            aria-controls={selected ? jobViewPanelId(view.id) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(view.id)}
            onKeyDown={onKeyDown}
          >
            {view.label}
          </button>
        );
      })}
    </div>
  );
}
