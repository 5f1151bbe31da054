/**
 * ECharts for the reports, loaded lazily (its own chunk) and only the parts used. The SVG renderer sets styles
 * through the CSSOM and, without animation, writes no <style> element; the HTML tooltip would inject style
 * attributes the console's CSP refuses, so there is none: values are drawn as labels and every chart has a table
 * (or a select, for the map) beside it as its text alternative. The chart itself is one labelled image.
 */
import * as echarts from 'echarts/core';
import { BarChart, LineChart, MapChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, VisualMapComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useFormat } from '../../i18n/format';
import districtsUrl from '../../../../reference-data/lk-admin/districts.geojson?url';

echarts.use([BarChart, LineChart, MapChart, PieChart, GridComponent, LegendComponent, VisualMapComponent, SVGRenderer]);

export type Split = { name: string; value: number }[];
const opts = { renderer: 'svg' as const };
const palette = ['#2d72d2', '#238551', '#c87619', '#cd4246', '#7961db', '#147eb3', '#d1980b', '#634dbf', '#29a634', '#db2c6f'];

const Frame = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="report-chart" role="img" aria-label={label}>
    {children}
  </div>
);

/** A pie (few parts of a whole) or horizontal bars (many, or long names). */
export const SplitChart = ({ rows, label, kind }: { rows: Split; label: string; kind: 'pie' | 'bar' }) => {
  const format = useFormat();
  // Every figure drawn on a chart in the interface language's digits and grouping (issue 26).
  const number = (value: unknown) => (typeof value === 'number' ? format.number(value) : String(value ?? ''));
  const height = kind === 'pie' ? 260 : Math.max(120, rows.length * 26 + 40);
  const option =
    kind === 'pie'
      ? {
          animation: false,
          color: palette,
          series: [{ type: 'pie', radius: ['0%', '62%'], data: rows, label: { formatter: (p: { name: string; value: unknown }) => `${p.name}: ${number(p.value)}` }, emphasis: { disabled: true } }],
        }
      : {
          animation: false,
          color: palette,
          grid: { left: 8, right: 48, top: 8, bottom: 8, containLabel: true },
          xAxis: { type: 'value', axisLabel: { formatter: number } },
          yAxis: { type: 'category', inverse: true, data: rows.map((r) => r.name), axisLabel: { width: 150, overflow: 'truncate' } },
          series: [{ type: 'bar', data: rows.map((r) => r.value), label: { show: true, position: 'right', formatter: (p: { value: unknown }) => number(p.value) }, emphasis: { disabled: true } }],
        };
  return (
    <Frame label={label}>
      <ReactEChartsCore echarts={echarts} option={option} opts={opts} notMerge style={{ height, width: '100%', maxWidth: 640 }} />
    </Frame>
  );
};

/** Horizontal bars of several series side by side per name, with a legend (attendance and no-shows by district). */
export const GroupedBars = ({ names, series, label }: { names: string[]; series: { name: string; values: number[] }[]; label: string }) => {
  const format = useFormat();
  const number = (value: unknown) => (typeof value === 'number' ? format.number(value) : String(value ?? ''));
  const option = {
    animation: false,
    color: palette,
    legend: { top: 0, selectedMode: false },
    grid: { left: 8, right: 48, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: number } },
    yAxis: { type: 'category', inverse: true, data: names, axisLabel: { width: 150, overflow: 'truncate' } },
    series: series.map((s) => ({ type: 'bar', name: s.name, data: s.values, label: { show: true, position: 'right', formatter: (p: { value: unknown }) => number(p.value) }, emphasis: { disabled: true } })),
  };
  return (
    <Frame label={label}>
      <ReactEChartsCore echarts={echarts} option={option} opts={opts} notMerge style={{ height: Math.max(140, names.length * series.length * 22 + 60), width: '100%', maxWidth: 640 }} />
    </Frame>
  );
};

/** A line over days (the dashboard's registrations by day). */
export const DayLine = ({ points, label }: { points: { date: string; value: number }[]; label: string }) => {
  const format = useFormat();
  const option = {
    animation: false,
    color: palette,
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: points.map((p) => format.monthDay(p.date)) },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: (value: number) => format.number(value) } },
    series: [{ type: 'line', data: points.map((p) => p.value), emphasis: { disabled: true } }],
  };
  return (
    <Frame label={label}>
      <ReactEChartsCore echarts={echarts} option={option} opts={opts} notMerge style={{ height: 260, width: '100%', maxWidth: 800 }} />
    </Frame>
  );
};

/** The district polygons (reference-data/lk-admin, ids `LK-11`…), fetched once and registered as an ECharts map. */
let mapReady: Promise<void> | undefined;
const loadMap = () =>
  (mapReady ??= fetch(districtsUrl)
    .then((r) => {
      if (!r.ok) throw new Error(`districts map: ${r.status}`);
      return r.json();
    })
    .then((geo: { features: { properties: Record<string, unknown> }[] }) => {
      // Keyed by the census district code ('11'), which the console's district list also carries.
      for (const f of geo.features) (f.properties as Record<string, unknown>).name = String(f.properties.adm2_pcode).replace(/^LK/, '');
      echarts.registerMap('lk-districts', geo as never);
    })
    .catch((e) => {
      mapReady = undefined;
      throw e;
    }));

/**
 * Sri Lanka's districts coloured by `values` (keyed by census code); `names` labels them in the interface
 * language; clicking a district calls `onSelect` with its code (the page also offers a select: the keyboard way).
 */
export const DistrictMap = ({ values, names, label, selected, onSelect }: { values: Record<string, number>; names: Record<string, string>; label: string; selected?: string; onSelect: (code: string) => void }) => {
  const format = useFormat();
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadMap().then(
      () => live && setReady(true),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  if (failed || !ready) return null;
  const max = Math.max(1, ...Object.values(values));
  const option = {
    animation: false,
    visualMap: { min: 0, max, left: 0, bottom: 0, calculable: false, inRange: { color: ['#e8f0fb', '#184a90'] }, text: [format.number(max), format.number(0)] },
    series: [
      {
        type: 'map',
        map: 'lk-districts',
        roam: false,
        selectedMode: 'single',
        label: { show: true, fontSize: 9, formatter: (p: { name: string }) => names[p.name] ?? p.name },
        emphasis: { disabled: true },
        select: { itemStyle: { areaColor: '#c87619' }, label: { show: true } },
        data: Object.keys(names).map((code) => ({ name: code, value: values[code] ?? 0, selected: code === selected })),
      },
    ],
  };
  return (
    <Frame label={label}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        opts={opts}
        notMerge
        style={{ height: 560, width: '100%', maxWidth: 460 }}
        onEvents={{ click: (p: { name: string }) => onSelect(p.name) }}
      />
    </Frame>
  );
};
