import { stat } from 'node:fs/promises';
import { assetsDirOf, type PlatformConfig, type RecordedEvent } from '@nvp/events';

/**
 * How much one account may upload (issue 23): a rate (uploads in the last hour) and a total of stored bytes
 * (every file it owns that is still on disk, avatar renditions included), plus how long an upload may wait
 * unattached before the sweep deletes it.
 *
 * Not yet in PlatformConfig: read from `config.uploads` when present (the lead adds UPLOAD_RATE_MAX,
 * UPLOAD_STORAGE_MAX_MB, UPLOAD_UNATTACHED_HOURS and UPLOAD_SWEEP_MINUTES to the config schema), else the
 * defaults below.
 */
export interface UploadSettings {
  /** Successful uploads per account in any 60 minutes. */
  maxPerHour: number;
  /** Bytes one account's files (full pictures and avatars) may take on disk. */
  maxStoredBytes: number;
  /** An upload nothing points to is deleted this long after it was (last) uploaded. */
  unattachedMs: number;
  /** How often a command-api process sweeps; the first sweep waits one interval after start. */
  sweepEveryMs: number;
}

export const DEFAULT_UPLOAD_SETTINGS: UploadSettings = {
  maxPerHour: 20,
  maxStoredBytes: 50 * 1024 * 1024,
  unattachedMs: 24 * 60 * 60 * 1000,
  sweepEveryMs: 60 * 60 * 1000,
};

export const uploadSettingsOf = (config: PlatformConfig): UploadSettings => ({
  ...DEFAULT_UPLOAD_SETTINGS,
  // Tests may hand in a partial config: the defaults stand for what it leaves out.
  ...(config.uploads as Partial<UploadSettings> | undefined),
});

const HOUR_MS = 60 * 60 * 1000;

export interface UploadRecord {
  fileName: string;
  avatarFileName: string;
  /** When it was last uploaded (the same picture uploaded again is the same file, uploaded anew). */
  uploadedAt: number;
  discarded: boolean;
}

/** The files of one uploads stream as they stand now: the latest record of each file name wins. */
export const uploadRecords = (events: readonly RecordedEvent[]): Map<string, UploadRecord> => {
  const files = new Map<string, UploadRecord>();
  for (const e of events) {
    const d = e.data as { fileName: string; avatarFileName: string };
    if (e.type === 'ImageUploaded') files.set(d.fileName, { fileName: d.fileName, avatarFileName: d.avatarFileName, uploadedAt: Date.parse(e.metadata.occurredAt), discarded: false });
    else if (e.type === 'ImageDiscarded' && files.has(d.fileName)) files.get(d.fileName)!.discarded = true;
  }
  return files;
};

/**
 * Milliseconds until the account may upload again, or 0 when it may now. Counted from its uploads stream (every
 * successful upload is on record there), so every process agrees without another table; parallel uploads may
 * pass the limit by as many as run at once, which is all a soft limit needs.
 */
export const uploadWait = (events: readonly RecordedEvent[], settings: UploadSettings, now: Date) => {
  const since = now.getTime() - HOUR_MS;
  const recent = events
    .filter((e) => e.type === 'ImageUploaded')
    .map((e) => Date.parse(e.metadata.occurredAt))
    .filter((at) => at > since)
    .sort((a, b) => a - b);
  if (recent.length < settings.maxPerHour) return 0;
  // The window frees a place when the oldest upload that still counts leaves it.
  return Math.max(1, recent[recent.length - settings.maxPerHour] + HOUR_MS - now.getTime());
};

/** Bytes the account's files take on disk now (files already gone count nothing). */
export const storedBytes = async (dataDir: string, files: Iterable<UploadRecord>) => {
  const dir = assetsDirOf(dataDir);
  let total = 0;
  for (const file of files) {
    if (file.discarded) continue;
    for (const name of [file.fileName, file.avatarFileName]) total += (await stat(`${dir}/${name}`).catch(() => undefined))?.size ?? 0;
  }
  return total;
};
