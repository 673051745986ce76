import { type ReactNode, useEffect, useRef } from 'react';
import { Card } from '@/components/ui/card';
import styles from './auth.module.css';

export interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A short glyph above the title; `tone` colours it. */
  icon?: ReactNode;
  tone?: 'default' | 'success' | 'warning';
  width?: 'narrow' | 'wide';
  footer?: ReactNode;
  /**
   * Moves the focus to the title when the card shows (or the flag turns on): a step that replaces the
   * page's content is read out to screen readers, and the next Tab starts from it.
   */
  focusTitle?: boolean;
  children?: ReactNode;
}

/** The frame of every sign-in screen: a centred card with a heading. */
export function AuthCard({
  title,
  subtitle,
  icon,
  tone = 'default',
  width = 'narrow',
  footer,
  focusTitle = false,
  children,
}: AuthCardProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  const iconClass = [
    styles.icon,
    tone === 'success' ? styles.iconSuccess : undefined,
    tone === 'warning' ? styles.iconWarning : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`container ${styles.page}`}>
      <Card padding="spacious" className={width === 'wide' ? styles.wide : styles.narrow}>
        <header className={styles.header}>
          {icon ? (
            <div className={iconClass} aria-hidden="true">
              {icon}
            </div>
          ) : null}
          <h1 className={styles.title} ref={titleRef} tabIndex={focusTitle ? -1 : undefined}>
            {title}
          </h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </header>
        {children}
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </Card>
    </div>
  );
}
