import type { ComponentProps } from 'react';
import styles from './table.module.css';

export type TableProps = ComponentProps<'table'> & {
  /**
   * How a phone reads the rows, each cell naming itself by its data-label: `cards` stacks each row as a
   * card of 'Label: value' lines; `lines` spreads each cell's label and value across the width.
   */
  phone: 'cards' | 'lines';
  /** The class of the scrolling container around the table (its margins on the page). */
  wrapClassName?: string;
};

/** A data table: the house's cells and headings, scrolling in its own container rather than the page. */
export function Table({ phone, wrapClassName, className, ...props }: TableProps) {
  return (
    <div className={[styles.wrap, wrapClassName].filter(Boolean).join(' ')}>
      <table className={[styles.table, styles[phone], className].filter(Boolean).join(' ')} {...props} />
    </div>
  );
}
