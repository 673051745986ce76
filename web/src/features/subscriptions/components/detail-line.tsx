import type { ReactNode } from 'react';

/** One labelled figure of a subscription or an order, a row of the pages' definition lists. */
export function DetailLine({
  label,
  children,
  className,
  valueClassName,
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
  valueClassName?: string;
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
