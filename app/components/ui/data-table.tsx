import type { ReactNode } from "react";

/** The padding of every cell of a DataTable: rows and their own th/td use it too. */
export const tableCell = "px-3 py-2.5 text-start align-top";

/**
 * A table of records (orders, invoices…): scrolls sideways on a phone instead of squeezing, has a
 * caption for screen readers and a header row from the column labels. Rows come as children.
 */
export function DataTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={`${tableCell} font-semibold`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
