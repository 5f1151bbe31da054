import { sdgGoals } from '@nvp/events/browser';
import { useT } from '../../i18n';
import { readableTextOn } from '../contrast';
import { formItemName } from './form-data';
import './opportunity.css';
import { sdgClass } from './sdg-class';

export const SDG_GOALS = Array.from({ length: 17 }, (_, i) => i + 1);

export const sdgStyle = (goal: number) => {
  const background = sdgGoals[(goal - 1) % 17].colour;
  return { background, color: readableTextOn(background) };
};
export { sdgClass };

/** The goal's short name in the interface language (the goal data of @nvp/events, English fallback). */
export const useSdgName = () => {
  const { language } = useT();
  return (goal: number) => {
    const found = sdgGoals.find((g) => g.id === goal);
    return found ? formItemName({ ...found }, language) : String(goal);
  };
};

/** SDG chips of an opportunity: the goal's colour, number and short name in the interface language. */
export const SdgChips = ({ goals, limit }: { goals: readonly number[] | null | undefined; limit?: number }) => {
  const name = useSdgName();
  const shown = (goals ?? []).slice(0, limit ?? 17);
  if (shown.length === 0) return null;
  return (
    <ul className="sdg-chips" data-testid="sdg-chips">
      {shown.map((goal) => (
        <li key={goal} className={`sdg-chip ${sdgClass(goal)}`} data-goal={goal} title={`${goal}. ${name(goal)}`}>
          <span className="sdg-chip-number">{goal}</span>
          <span className="sdg-chip-name">{name(goal)}</span>
        </li>
      ))}
    </ul>
  );
};

/** One goal tile: number, short name and (optionally) a figure under it, e.g. hours for that goal. */
export const SdgTile = ({ goal, figure, className }: { goal: number; figure?: string; className?: string }) => {
  const name = useSdgName();
  return (
    <div className={`sdg-goal-tile ${sdgClass(goal)}${className ? ` ${className}` : ''}`} data-goal={goal} data-testid={`sdg-${goal}`}>
      <span className="sdg-goal-number">{goal}</span>
      <span className="sdg-goal-name">{name(goal)}</span>
      {figure !== undefined ? <span className="sdg-goal-figure">{figure}</span> : null}
    </div>
  );
};

/** The 17 goal tiles, each with its figure (hours by goal). */
export const SdgTiles = ({ figure, testId = 'sdg-goal-tiles', tileClassName }: { figure: (goal: number) => string; testId?: string; tileClassName?: string }) => (
  <div className="sdg-goal-tiles" data-testid={testId}>
    {SDG_GOALS.map((goal) => (
      <SdgTile key={goal} goal={goal} figure={figure(goal)} className={tileClassName} />
    ))}
  </div>
);
