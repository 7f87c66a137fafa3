import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { cardVariants } from '@/components/ui/card';

type Attributes = Record<string, unknown>;

/** Gives each cell of a row its column's heading (shown beside it on a narrow screen) and explicit roles. */
function labelRow(row: ReactNode, headings: readonly string[]): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(row)) return row;
  let column = 0;
  const cells = Children.map(row.props.children, (cell) => {
    if (!isValidElement(cell)) return cell;
    const label = headings[column++];
    return cloneElement(cell as ReactElement<Attributes>, { role: 'cell', 'data-label': label });
  });
  return cloneElement(row as ReactElement<Attributes>, { role: 'row' }, cells);
}

/**
 * The frame every list table shares: the branded header row and row dividers; callers render the <tr>
 * rows. Below 48rem each row becomes a card that lists every column with its heading (issue 24: at 390 px
 * Status, Tokens, Play and Delete were cut off at the right edge); wider, the table scrolls sideways inside
 * its box when it must, so the page itself never does. The roles are explicit because the cards change
 * the table's display, which would otherwise drop its semantics in some browsers.
 */
export function DataTable({
  headings,
  minWidthClass,
  children,
}: {
  headings: readonly string[];
  /** From 48rem up, below this width the table scrolls inside its box, e.g. 'min-w-[46rem]'. */
  minWidthClass: string;
  children: ReactNode;
}) {
  return (
    <div className={cn(cardVariants({ padding: 'none' }), 'overflow-x-auto')}>
      <table role="table" className={cn('data-table w-full text-left text-sm', minWidthClass)}>
        <thead role="rowgroup" className="bg-nyanza text-midnight-green">
          <tr role="row">
            {headings.map((h) => (
              <th key={h} role="columnheader" scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-line">
          {Children.map(children, (row) => labelRow(row, headings))}
        </tbody>
      </table>
    </div>
  );
}
