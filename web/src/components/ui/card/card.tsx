import type { ComponentProps } from 'react';
import styles from './card.module.css';

type CardElement = 'div' | 'section' | 'article' | 'aside';

export type CardProps = ComponentProps<'div'> & {
  as?: CardElement;
  padding?: 'compact' | 'normal' | 'spacious';
};

export function Card({ as: Element = 'div', padding = 'normal', className, ...props }: CardProps) {
  const classes = [styles.card, padding === 'normal' ? undefined : styles[padding], className]
    .filter(Boolean)
    .join(' ');
  return <Element className={classes} {...props} />;
}
