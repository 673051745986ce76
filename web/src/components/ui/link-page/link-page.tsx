import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Card } from '../card';

export interface LinkPageProps {
  title: string;
  children: ReactNode;
  /** The page's layout class (its width and spacing), from the feature's styles. */
  className?: string;
  /** The card's class. */
  cardClassName?: string;
  /** The heading's class. */
  titleClassName?: string;
}

/**
 * The one card a mailed link's page shows (a confirmation, an unsubscribe, an invitation...): each state
 * of the page is one of these, given its own `key`, so its heading takes focus as the state changes and a
 * screen reader hears what happened.
 */
export function LinkPage({ title, children, className, cardClassName, titleClassName }: LinkPageProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className={`container ${className ?? ''}`}>
      <Card as="section" aria-labelledby={titleId} className={cardClassName}>
        <h1 id={titleId} ref={headingRef} tabIndex={-1} className={titleClassName}>
          {title}
        </h1>
        {children}
      </Card>
    </div>
  );
}
