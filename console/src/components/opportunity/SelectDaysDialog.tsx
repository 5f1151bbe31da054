// biome-ignore-all lint/a11y/useSemanticElements: the month is an ARIA grid of divs (CSS grid layout); each day cell's focusable element is its button
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid's rows and cells take no focus themselves: the day buttons inside them do
import { useMemo, useState } from 'react';
import { Button, Classes, Dialog, DialogBody, DialogFooter, H5 } from '@blueprintjs/core';
import { applyDayProblem, sriLankanToday } from '@nvp/events/browser';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { weekdays } from './types';
import './opportunity.css';

/** 'YYYY-MM-DD' of a local date. */
export const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const parseDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, (m ?? 1) - 1, d ?? 1);
};

export interface DayRules {
  startDate: string;
  endDate: string;
  /** Weekday names (Sunday..Saturday); none means every weekday. */
  days: readonly string[];
}

/**
 * Spec §5 "Apply dialog": a day is selectable after today, not before the opportunity's start, not after its
 * end, and only on the opportunity's weekdays — the rule of @nvp/events the server checks too.
 */
export const selectable = (day: string, rules: DayRules, today: string) => applyDayProblem(day, rules, today) === undefined;

/** The first month worth showing: the month of the first selectable day (or of today). */
const firstMonth = (rules: DayRules, today: string) => {
  const from = rules.startDate > today ? rules.startDate : today;
  const d = parseDay(from);
  return new Date(d.getFullYear(), d.getMonth(), 1);
};

/**
 * The "Select Days" dialog (spec §2): a month calendar in which the volunteer ticks the days they will come,
 * then OK; "Clear All" empties the choice; OK and Clear are disabled while nothing is chosen (spec §5). A
 * Blueprint Dialog traps focus and closes on Escape.
 */
export const SelectDaysDialog = ({
  isOpen,
  rules,
  busy,
  onCancel,
  onConfirm,
}: {
  isOpen: boolean;
  rules: DayRules;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: (dates: string[]) => void;
}) => {
  const { t } = useT();
  const format = useFormat();
  // "Today" is Sri Lanka's, as on the server.
  const today = sriLankanToday(new Date());
  const [month, setMonth] = useState(() => firstMonth(rules, today));
  const [chosen, setChosen] = useState<string[]>([]);
  const monthName = format.monthYear(isoDay(month));
  const lastMonth = parseDay(rules.endDate);
  const canGoBack = month > firstMonth(rules, today);
  const canGoOn = month.getFullYear() * 12 + month.getMonth() < lastMonth.getFullYear() * 12 + lastMonth.getMonth();

  const cells = useMemo(() => {
    const first = month.getDay();
    const count = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
    const list: (string | null)[] = Array.from({ length: first }, () => null);
    for (let d = 1; d <= count; d++) list.push(isoDay(new Date(month.getFullYear(), month.getMonth(), d)));
    while (list.length % 7) list.push(null);
    return list;
  }, [month]);

  const toggle = (day: string) => setChosen((c) => (c.includes(day) ? c.filter((x) => x !== day) : [...c, day].sort()));
  const shiftMonth = (by: number) => setMonth((m) => new Date(m.getFullYear(), m.getMonth() + by, 1));

  return (
    <Dialog isOpen={isOpen} onClose={onCancel} title={t('application.selectDays.title')} icon="calendar" enforceFocus autoFocus>
      <DialogBody>
        <div className="calendar" data-testid="select-days">
          <div className="calendar-head">
            <Button icon="chevron-left" variant="minimal" aria-label={t('application.selectDays.previousMonth')} disabled={!canGoBack} onClick={() => shiftMonth(-1)} />
            <H5 className="calendar-month" aria-live="polite" data-testid="calendar-month">
              {monthName}
            </H5>
            <Button icon="chevron-right" variant="minimal" aria-label={t('application.selectDays.nextMonth')} disabled={!canGoOn} onClick={() => shiftMonth(1)} />
          </div>
          <div className="calendar-grid" role="grid" aria-label={monthName}>
            <div role="row" className="calendar-row">
              {weekdays.map((day) => (
                <div role="columnheader" key={day} className="calendar-weekday" title={t(`opportunity.day.${day}`)}>
                  {t(`opportunity.day.${day}`).slice(0, 3)}
                </div>
              ))}
            </div>
            {Array.from({ length: cells.length / 7 }, (_, row) => (
              <div role="row" className="calendar-row" key={row}>
                {cells.slice(row * 7, row * 7 + 7).map((day, i) =>
                  day ? (
                    <div role="gridcell" key={day}>
                      <button
                        type="button"
                        className={`calendar-day${chosen.includes(day) ? ' calendar-day-chosen' : ''}`}
                        data-day={day}
                        aria-pressed={chosen.includes(day)}
                        aria-label={format.fullDay(day)}
                        disabled={!selectable(day, rules, today)}
                        onClick={() => toggle(day)}
                      >
                        {Number(day.slice(8))}
                      </button>
                    </div>
                  ) : (
                    <div role="gridcell" key={`empty-${row}-${i}`} />
                  ),
                )}
              </div>
            ))}
          </div>
          <p className={Classes.TEXT_MUTED} data-testid="chosen-count">
            {t('application.selectDays.chosen', { count: chosen.length })}
          </p>
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('application.selectDays.cancel')} onClick={onCancel} />
            <Button text={t('application.selectDays.clear')} disabled={chosen.length === 0} onClick={() => setChosen([])} data-testid="select-days-clear" />
            <Button
              intent="primary"
              text={t('application.selectDays.ok')}
              disabled={chosen.length === 0}
              loading={busy}
              onClick={() => onConfirm(chosen)}
              data-testid="select-days-ok"
            />
          </>
        }
      />
    </Dialog>
  );
};
