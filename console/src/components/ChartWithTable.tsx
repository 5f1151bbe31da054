import { useId, type ReactNode } from 'react';
import { HTMLTable } from '@blueprintjs/core';

/**
 * The rule for every chart and map (issue 14, WCAG 1.1.1 and 1.4.1): the drawing is decoration for sighted
 * users, and the same figures stand beside it as a real table, which is the text alternative. Pages draw the
 * chart however they like (`chart`) and pass the figures as rows; the drawing is hidden from assistive
 * technology so nothing is read twice. A map passes its places the same way (one row per place).
 */
export const ChartWithTable = ({ title, chart, columns, rows, testId }: {
  /** The chart's heading, in the interface language. */
  title: ReactNode;
  chart: ReactNode;
  /** Column headings of the table, in the interface language; the first column names the row. */
  columns: ReactNode[];
  rows: { key: string; cells: ReactNode[] }[];
  testId?: string;
}) => {
  const id = useId();
  return (
    <figure className="chart-with-table" aria-labelledby={`${id}-title`} data-testid={testId}>
      <figcaption id={`${id}-title`} className="chart-title">
        {title}
      </figcaption>
      <div className="chart-drawing" aria-hidden="true">
        {chart}
      </div>
      <HTMLTable compact striped className="chart-table">
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </figure>
  );
};
