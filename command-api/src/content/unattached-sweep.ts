import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { assetFileNameOf, assetsDirOf, catalogue, comparePositions, START, streams, WrongExpectedVersionError, type Position, type RecordedEvent } from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { uploadRecords, type UploadSettings } from './upload-limits';

/** Every event that points to an uploaded image (its `imageURL`): such an upload is attached for good. */
const ATTACHING = ['ProfileImageChanged', 'StoryAdded', 'StoryUpdated', 'PartnerAdded', 'PartnerUpdated'];
const UPLOADS_PREFIX = streams.uploads('');

const removeFiles = async (dataDir: string, names: string[]) => {
  for (const name of names) if (assetFileNameOf(`/api/asset/file/${name}`)) await rm(`${assetsDirOf(dataDir)}/${name}`, { force: true });
};

/**
 * Deletes uploads nothing ever pointed to once they waited `unattachedMs` (issue 23): one filtered scan of the
 * log finds the uploads, the discards and every image URL any event attached; then, per owner, the uploads stream
 * is read again and `ImageDiscarded` appended at that revision (a concurrent upload of the same picture makes the
 * append fail and the file stays), and only then are the files deleted, so the log never says a file exists that
 * is gone without also saying it was discarded. A crash between the two leaves a discarded file on disk: the
 * sweeps of the next `unattachedMs` delete the files of recent discards again (a no-op once gone).
 *
 * Erasure-safe: an erased owner is skipped (the erasure deletes every file of theirs and nothing more is
 * written to their streams); deleting a file twice is harmless, so a sweep and an erasure may run together.
 * Safe to run from several processes at once. Answers how many uploads it discarded.
 */
export const sweepUnattachedUploads = async (ctx: SliceContext, settings: Pick<UploadSettings, 'unattachedMs'>, now = ctx.now()) => {
  const attached = new Set<string>();
  // Per owner, the uploads events the scan saw (folded per owner below, as the stream itself would be).
  const seen = new Map<string, RecordedEvent[]>();
  let from: Position = START;
  for (;;) {
    const page = await ctx.store.readAll(from, { maxCount: 1000, filter: { eventTypes: ['ImageUploaded', 'ImageDiscarded', ...ATTACHING] } });
    for (const e of page.events) {
      if (e.type === 'ImageUploaded' || e.type === 'ImageDiscarded') {
        if (!e.streamId.startsWith(UPLOADS_PREFIX)) continue;
        const owner = e.streamId.slice(UPLOADS_PREFIX.length);
        const list = seen.get(owner);
        if (list) list.push(e);
        else seen.set(owner, [e]);
        continue;
      }
      const name = assetFileNameOf(String((e.data as { imageURL?: unknown }).imageURL ?? ''));
      if (name) attached.add(name);
    }
    if (page.caughtUp || comparePositions(page.checkedUpTo, from) <= 0) break;
    from = page.checkedUpTo;
  }

  const cutoff = now.getTime() - settings.unattachedMs;
  const staleIn = (events: readonly RecordedEvent[]) =>
    [...uploadRecords(events).values()].filter((f) => !f.discarded && f.uploadedAt < cutoff && !attached.has(f.fileName));
  // Discarded within the last wait but maybe still on disk (a crash between the record and the deletion).
  const recentlyDiscarded = (events: readonly RecordedEvent[]) =>
    events.filter((e) => e.type === 'ImageDiscarded' && Date.parse(e.metadata.occurredAt) >= cutoff).map((e) => e.data as { fileName: string; avatarFileName: string });

  let discarded = 0;
  for (const [owner, scanned] of seen) {
    const repair = recentlyDiscarded(scanned);
    if (staleIn(scanned).length === 0 && repair.length === 0) continue;
    if (await ctx.vault.isErased(owner)) continue;
    await removeFiles(ctx.config.dataDir, repair.flatMap((f) => [f.fileName, f.avatarFileName]));
    // The stream as it is now: an upload since the scan may have refreshed a file.
    const stream = streams.uploads(owner);
    const events = await ctx.store.readStream(stream);
    const stale = staleIn(events);
    if (stale.length === 0) continue;
    const metadata = { occurredAt: now.toISOString() };
    try {
      await ctx.store.append(
        stream,
        stale.map((f) => ({ id: randomUUID(), type: 'ImageDiscarded', ...catalogue.validate('ImageDiscarded', { subjectId: owner, fileName: f.fileName, avatarFileName: f.avatarFileName }), metadata })),
        { expected: events.at(-1)!.streamRevision },
      );
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) continue; // uploaded again meanwhile, or another process swept it: next time
      throw error;
    }
    await removeFiles(ctx.config.dataDir, stale.flatMap((f) => [f.fileName, f.avatarFileName]));
    discarded += stale.length;
  }
  return discarded;
};

/**
 * Runs the sweep in the background of the process that owns the data directory's writes (command-api): one
 * interval after start, then every interval, never two at once. A short-lived process (a test platform) never
 * sweeps behind a test's back with the default hour.
 */
export const scheduleUnattachedSweep = (app: FastifyInstance, ctx: SliceContext, settings: Pick<UploadSettings, 'unattachedMs' | 'sweepEveryMs'>) => {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const sweep = async () => {
    try {
      const discarded = await sweepUnattachedUploads(ctx, settings);
      if (discarded) app.log.info({ discarded }, 'unattached uploads deleted');
    } catch (error) {
      app.log.error({ err: error }, 'the sweep of unattached uploads failed; it runs again at the next interval');
    }
    if (!closed) timer = setTimeout(sweep, settings.sweepEveryMs).unref();
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(sweep, settings.sweepEveryMs).unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
};
