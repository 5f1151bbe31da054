import { expect } from 'vitest';
import type { Decider } from './decider';

/** given events, when a command, then events — or then an error with this message. */
export const spec = <C, E extends { type: string; data: unknown }, S>(decider: Decider<C, E, S>) => ({
  given: (events: E[]) => ({
    when: (command: C) => {
      const state = events.reduce(decider.evolve, decider.initialState);
      const run = () => decider.decide(command, state);
      return {
        // biome-ignore lint/suspicious/noThenProperty: the spec's given/when/then wording; the object is never awaited
        then: (expected: E[]) => expect(run()).toEqual(expected),
        thenThrows: (message: string, status?: number) => {
          let caught: unknown;
          try {
            run();
          } catch (error) {
            caught = error;
          }
          expect(caught, 'expected the command to be refused').toBeInstanceOf(Error);
          expect((caught as Error).message).toBe(message);
          if (status) expect((caught as { status?: number }).status).toBe(status);
        },
      };
    },
  }),
});
