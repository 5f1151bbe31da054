import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createAnalytics, type Analytics } from './analytics';

/** An embedded chDB in a temporary directory, for tests: `close` ends it and removes the directory. */
export const createTempAnalytics = async (name: string): Promise<{ analytics: Analytics; close: () => Promise<void> }> => {
  const dir = await mkdtemp(path.join(os.tmpdir(), `nvp-${name}-`));
  const analytics = await createAnalytics({ path: dir });
  return {
    analytics,
    close: async () => {
      await analytics.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
};
export type TempAnalytics = Awaited<ReturnType<typeof createTempAnalytics>>;
