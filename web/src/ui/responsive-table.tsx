import type { ReactNode, TdHTMLAttributes } from "react";
import styles from "./responsive-table.module.css";

export interface TableColumn {
  /** The header; each row's cell in this column carries the same words as its `label`. */
  label: string;
  numeric?: boolean;
  /** Heard by screen readers, not shown (a column of "View" links). */
  hidden?: boolean;
}

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

/**
 * A table from 860 px; below, each row a stacked block with every cell labelled by its column, so a
 * phone never scrolls sideways. Rows are `<tr>`s of `<Cell>`s.
 */
export function ResponsiveTable({
  columns,
  caption,
  busy,
  className,
  children,
}: {
  columns: TableColumn[];
  /** Read by screen readers only: the page's heading already says it. */
  caption?: ReactNode;
  /** Placeholder rows while the next page loads. */
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <table className={join(styles.table, className)} aria-busy={busy || undefined}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.numeric ? styles.numeric : undefined}>
              {column.hidden ? <span className="visually-hidden">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/**
 * One cell. `label` names it on a phone (leave it out for a cell that needs none, such as a link);
 * a `lead` cell is the row's title there: full width, unlabelled.
 */
export function Cell({
  label,
  numeric,
  lead,
  className,
  ...rest
}: { label?: string; numeric?: boolean; lead?: boolean } & TdHTMLAttributes<HTMLTableCellElement>) {
  return <td data-label={lead ? undefined : label} className={join(numeric && styles.numeric, lead && styles.lead, className)} {...rest} />;
}
