import { Button, HTMLTable } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useT } from '../../i18n';

export type Split = { name: string; value: number }[];

/** "1,234.00 LKR" (spec §9 display format). */
export const formatLkr = (n: number) => `${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} LKR`;
export const formatNumber = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** `{ '1': h, … }` (goals) → a split, goal order. */
export const fromRecord = (r: Record<string, number> | undefined): Split =>
  Object.entries(r ?? {})
    .filter(([, v]) => v > 0)
    .map(([name, value]) => ({ name, value }));

const csvOf = (rows: Split) => ['name,value', ...rows.map((r) => `"${r.name.replaceAll('"', '""')}",${r.value}`)].join('\n');
const download = (file: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: file });
  a.click();
  URL.revokeObjectURL(url);
};

/** A horizontal SVG bar chart; the table beside it is its text alternative. */
const Bars = ({ rows, label }: { rows: Split; label: string }) => {
  const max = Math.max(...rows.map((r) => r.value), 1);
  const h = 22;
  return (
    <svg className="report-bars" viewBox={`0 0 400 ${rows.length * h}`} role="img" aria-label={label} width="100%" style={{ maxWidth: 480 }}>
      {rows.map((r, i) => (
        <g key={r.name} transform={`translate(0 ${i * h})`}>
          <text x="0" y="15" fontSize="11">
            {r.name.slice(0, 18)}
          </text>
          <rect x="130" y="3" height="16" width={(r.value / max) * 230} fill="#2d72d2" />
          <text x={134 + (r.value / max) * 230} y="15" fontSize="11">
            {formatNumber(r.value)}
          </text>
        </g>
      ))}
    </svg>
  );
};

/** A split: chart only with more than one item (spec §9), else the table or '<X>: No data'; CSV always. */
export const SplitView = ({ title, rows, file }: { title: string; rows: Split | undefined; file: string }) => {
  const { t } = useT();
  const list = rows ?? [];
  if (!list.length) return <p className="report-nodata">{t('report.noData', { name: title })}</p>;
  return (
    <section className="report-split">
      <h3>{title}</h3>
      {list.length > 1 && <Bars rows={list} label={title} />}
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th scope="col">{t('report.name')}</th>
            <th scope="col">{t('report.count')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((r) => (
            <tr key={r.name}>
              <td>{r.name}</td>
              <td>{formatNumber(r.value)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Button className="no-print" minimal small icon="download" text={t('report.csv')} onClick={() => download(`${file}.csv`, csvOf(list))} />
    </section>
  );
};

export const Figure = ({ label, value }: { label: string; value: string | number }) => (
  <div className="report-figure">
    <div className="report-figure-value">{typeof value === 'number' ? formatNumber(value) : value}</div>
    <div className="report-figure-label">{label}</div>
  </div>
);

/** Print as PDF with the document titled 'report' (spec §2); the title comes back afterwards. */
export const PrintButton = () => {
  const { t } = useT();
  return (
    <Button
      className="no-print"
      icon="print"
      text={t('report.download')}
      onClick={() => {
        const before = document.title;
        document.title = 'report';
        window.print();
        document.title = before;
      }}
    />
  );
};

export const ReportFooter = ({ asOf }: { asOf?: string | null }) => {
  const { t } = useT();
  return (
    <footer className="report-footer">
      {asOf && <p>{t('report.asOf', { time: new Date(asOf).toLocaleString() })}</p>}
      <p>{t('report.footer')}</p>
    </footer>
  );
};

/** Sets the page title while mounted. */
export const useTitle = (title: string) =>
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
