/**
 * A decider is pure: decide(command, state) → events, evolve(state, event) → state.
 * Shells (routes) do everything impure (ids, clocks, hashing, sealing) before calling decide.
 */
export interface Decider<Command, Event extends { type: string; data: unknown }, State> {
  initialState: State;
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
}

export const fold = <Event extends { type: string; data: unknown }, State>(
  decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>,
  events: readonly Event[],
) => events.reduce(decider.evolve, decider.initialState);
