import clsx from 'clsx';
import type { ReactNode, TableHTMLAttributes } from 'react';
import './table.css';

export interface TableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** The table's accessible name (a caption only screen readers hear). */
  caption: string;
  /** Shows the caption as a visible heading above the table. */
  showCaption?: boolean;
  /** On phones each row becomes a small card: the first cell on its own line, the others below it. */
  stackOnPhone?: boolean;
  children: ReactNode;
}

/**
 * A data table in a bordered, horizontally scrollable frame, so wide rows never widen the page on phones.
 * Use plain thead/tbody/tr/th/td inside; add `ui-table__num` to right-align numbers.
 */
export function Table({
  caption,
  showCaption = false,
  stackOnPhone = false,
  className,
  children,
  ...rest
}: TableProps) {
  return (
    <div className="ui-table-frame">
      <table {...rest} className={clsx('ui-table', stackOnPhone && 'ui-table--stack', className)}>
        <caption className={showCaption ? 'ui-table__caption' : 'visually-hidden'}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
