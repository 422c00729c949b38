import type { CSSProperties, ReactNode } from 'react';
import { Skeleton } from '@client/components/ui/skeleton';
import { Table, type TableColumn } from '@client/components/ui/table';

export interface AdminTableProps<T> {
  caption: string;
  className: string;
  columns: readonly TableColumn[];
  /** The rows; until they arrive, three rows of placeholders show. */
  rows: readonly T[] | undefined;
  busy: boolean;
  /** Each placeholder cell's width, one a column. */
  placeholders: ReadonlyArray<CSSProperties['width']>;
  /** One row (a `tr` with its key) for an item. */
  row(item: T): ReactNode;
}

/** A table of the admin pages: rows that stack on phones, with placeholders while they load. */
export function AdminTable<T>({
  caption,
  className,
  columns,
  rows,
  busy,
  placeholders,
  row,
}: AdminTableProps<T>) {
  return (
    <Table
      caption={caption}
      className={className}
      stackOnPhone
      aria-busy={busy || undefined}
      columns={columns}
    >
      <tbody>
        {rows
          ? rows.map(row)
          : [0, 1, 2].map((index) => (
              <tr key={index}>
                {placeholders.map((width, cell) => (
                  <td key={cell}>
                    <Skeleton width={width} />
                  </td>
                ))}
              </tr>
            ))}
      </tbody>
    </Table>
  );
}
