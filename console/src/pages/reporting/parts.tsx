import { Button } from '@blueprintjs/core';
import { coreFunctions, opportunityCategories, sdgGoals, toCsv } from '@nvp/events/browser';
import { Suspense, lazy, useEffect, useMemo, type ReactNode } from 'react';
import { downloadCsv } from '../../components/csv';
import { ScrollTable } from '../../components/ScrollTable';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { placeName, useDistricts } from '../../reference/hooks';

export type Split = { name: string; value: number }[];

/** `{ '1': h, … }` (goals) → a split, goal order. */
export const fromRecord = (r: Record<string, number> | undefined): Split =>
  Object.entries(r ?? {})
    .filter(([, v]) => v > 0)
    .map(([name, value]) => ({ name, value }));

const charts = () => import('./charts');
const SplitChart = lazy(() => charts().then((m) => ({ default: m.SplitChart })));
export const DayLine = lazy(() => charts().then((m) => ({ default: m.DayLine })));
export const DistrictMap = lazy(() => charts().then((m) => ({ default: m.DistrictMap })));
export const GroupedBars = lazy(() => charts().then((m) => ({ default: m.GroupedBars })));

/** A chart is an enhancement: while its chunk loads, the table beside it already says everything. */
export const ChartSlot = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

/** Names of what the facts hold as ids or English names, in the interface language (reference data, not hand-typed). */
export const useReportNames = () => {
  const { language } = useT();
  const districts = useDistricts().data;
  return useMemo(() => {
    const local = (item: { sinhala_name: string; tamil_name: string }, en: string) => (language === 'si' ? item.sinhala_name : language === 'ta' ? item.tamil_name : en) || en;
    const byId = <T extends { id: number; sinhala_name: string; tamil_name: string }>(items: readonly T[], en: (i: T) => string) => {
      const map = new Map(items.map((i) => [String(i.id), local(i, en(i))]));
      return (id: string) => map.get(id) ?? id;
    };
    const districtByName = new Map((districts ?? []).map((d) => [d.name, placeName(d, language)]));
    return {
      district: (name: string) => districtByName.get(name) ?? name,
      category: byId(opportunityCategories, (i) => i.name),
      coreFunction: byId(coreFunctions, (i) => i.name),
      sdg: (() => {
        const map = new Map(sdgGoals.map((g) => [String(g.id), `${g.sdg_number}. ${local(g, g.name)}`]));
        return (id: string) => map.get(id) ?? id;
      })(),
      districts: districts ?? [],
    };
  }, [language, districts]);
};

/** A table with its CSV download (UTF-8 with BOM). `rows` are already in display form. */
export const DataTable = ({ label, header, rows, file }: { label: string; header: string[]; rows: (string | number)[][]; file: string }) => {
  const { t } = useT();
  const format = useFormat();
  return (
    <>
      <ScrollTable label={label} compact striped>
        <thead>
          <tr>
            {header.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) => (
                <td key={j}>{typeof c === 'number' ? format.number(c) : c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <Button className="no-print" minimal small icon="download" text={t('report.csv')} onClick={() => downloadCsv(`${file}.csv`, toCsv(header, rows))} />
    </>
  );
};

/**
 * A split: a chart only with more than one item (spec §9) and its table beside it (the chart's text alternative),
 * or '<X>: No data'. Pie for parts of a whole with few items, bars otherwise. `nameOf` turns ids into names.
 */
export const SplitView = ({ title, rows, file, nameOf, kind }: { title: string; rows: Split | undefined; file: string; nameOf?: (name: string) => string; kind?: 'pie' | 'bar' }) => {
  const { t } = useT();
  const list = (rows ?? []).map((r) => ({ name: nameOf ? nameOf(r.name) : r.name, value: r.value }));
  if (!list.length) return <p className="report-nodata">{t('report.noData', { name: title })}</p>;
  const chart = kind ?? (list.length <= 6 ? 'pie' : 'bar');
  return (
    <section className="report-split">
      <h3>{title}</h3>
      <div className="report-split-body">
        {list.length > 1 && (
          <ChartSlot>
            <SplitChart rows={list} label={title} kind={chart} />
          </ChartSlot>
        )}
        <div>
          <DataTable label={title} header={[t('report.name'), t('report.count')]} rows={list.map((r) => [r.name, r.value])} file={file} />
        </div>
      </div>
    </section>
  );
};

export const Figure = ({ label, value }: { label: string; value: string | number }) => {
  const format = useFormat();
  return (
    <div className="report-figure">
      <div className="report-figure-value">{typeof value === 'number' ? format.number(value) : value}</div>
      <div className="report-figure-label">{label}</div>
    </div>
  );
};

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
  const format = useFormat();
  return (
    <footer className="report-footer">
      {asOf && <p data-testid="report-as-of">{t('report.asOf', { time: format.dateTime(asOf, { seconds: true }) })}</p>}
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
