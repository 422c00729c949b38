import clsx from 'clsx';
import type { ReactNode, TableHTMLAttributes } from 'react';
import './table.css';

/** A column's heading: its text, a class for its cells' look, and whether only screen readers hear it. */
export interface TableColumn {
  label: string;
  className?: string;
  hidden?: boolean;
}

export interface TableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** The table's accessible name (a caption only screen readers hear). */
  caption: string;
  /** The head row, one heading a column; `false` leaves a column out (one shown to some users only). */
  columns: ReadonlyArray<TableColumn | false>;
  /** Shows the caption as a visible heading above the table. */
  showCaption?: boolean;
  /** On phones each row becomes a small card: the first cell on its own line, the others below it. */
  stackOnPhone?: boolean;
  children: ReactNode;
}

/**
 * A data table in a bordered, horizontally scrollable frame, so wide rows never widen the page on phones.
 * It draws the head row from `columns`; put plain tbody/tr/th/td inside, with `ui-table__num` to right-align
 * numbers.
 */
export function Table({
  caption,
  columns,
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
        <thead>
          <tr>
            {columns.map(
              (column) =>
                column && (
                  <th key={column.label} scope="col" className={column.className}>
                    {column.hidden ? <span className="visually-hidden">{column.label}</span> : column.label}
                  </th>
                ),
            )}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
