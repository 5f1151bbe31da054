import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fmtInt, fmtMs, percentile } from './lib';

/** Load helpers of surge.ts: requests from many client addresses, sustained and paced loops, CPU and memory from /proc. */

export interface Answer {
  /** 0 when the request failed without an answer (reset, timeout). */
  status: number;
  body: any;
  headers?: Headers;
  ms: number;
}

export interface RequestInit {
  body?: unknown;
  token?: string;
  /** Sent as X-Forwarded-For: the platform believes its loopback proxy, as the services believe nginx. */
  ip?: string;
  position?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** One HTTP request; never throws: a failure without an answer is status 0 with the error as body. */
export const request = async (base: string, method: string, route: string, init: RequestInit = {}): Promise<Answer> => {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.token = init.token;
  if (init.ip) headers['x-forwarded-for'] = init.ip;
  if (init.position) headers['x-nvp-position'] = init.position;
  const t0 = performance.now();
  try {
    const response = await fetch(`${base}${route}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // kept as text
    }
    return { status: response.status, body, headers: response.headers, ms: performance.now() - t0 };
  } catch (error) {
    return { status: 0, body: String(error), ms: performance.now() - t0 };
  }
};

/** A distinct client address per index (10.0.0.0/8): a surge comes from many people, each from their own address. */
export const clientIp = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

export interface Tally {
  ok: number;
  /** 429: refused by an attempt limit, counted apart from errors. */
  limited: number;
  errors: number;
  firstError?: string;
  latencies: number[];
}
export const newTally = (): Tally => ({ ok: 0, limited: 0, errors: 0, latencies: [] });
export const count = (tally: Tally, answer: Answer, what = '') => {
  if (answer.status === 200) {
    tally.ok++;
    tally.latencies.push(answer.ms);
  } else if (answer.status === 429) tally.limited++;
  else {
    tally.errors++;
    tally.firstError ??= `${what} ${answer.status} ${(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body))?.slice(0, 200)}`;
  }
  return answer.status === 200;
};
export const latencyText = (xs: number[]) => `p50 ${fmtMs(percentile(xs, 50))} p95 ${fmtMs(percentile(xs, 95))} p99 ${fmtMs(percentile(xs, 99))}`;

export interface Sustained extends Tally {
  wallMs: number;
  /** Successful operations per second in each window of `windowS`: a held rate stays flat across them. */
  windows: number[];
}

/**
 * `concurrency` callers, each sending its next operation as soon as the last answered, for `seconds`
 * (operations in flight at the end are waited for and counted).
 */
export const sustain = async (seconds: number, concurrency: number, windowS: number, op: (i: number) => Promise<Answer>): Promise<Sustained> => {
  const tally = newTally();
  const windows = new Array<number>(Math.max(1, Math.ceil(seconds / windowS))).fill(0);
  const start = performance.now();
  const end = start + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const answer = await op(next++);
        // Answers after the end (the last ones in flight) count in the totals, not in a window.
        const window = Math.floor((performance.now() - start) / 1000 / windowS);
        if (count(tally, answer) && window < windows.length) windows[window]++;
      }
    }),
  );
  return { ...tally, wallMs: performance.now() - start, windows: windows.map((n) => n / windowS) };
};

export interface Paced {
  launched: number;
  /** Slots not sent because `maxInFlight` operations were still waiting: the server was behind the target rate. */
  skipped: number;
  wallMs: number;
}

/**
 * Open loop: starts `op` at `perSecond` on average for `seconds`, whatever the answers take, with at most `maxInFlight`
 * outstanding (a slot due while that many wait is skipped and counted, so a slow server shows as a lower rate).
 */
export const paced = async (seconds: number, perSecond: number, maxInFlight: number, op: (i: number) => Promise<void>): Promise<Paced> => {
  const start = performance.now();
  const end = start + seconds * 1000;
  const inFlight = new Set<Promise<void>>();
  let due = 0;
  let launched = 0;
  let skipped = 0;
  while (performance.now() < end) {
    const shouldHave = Math.floor(((performance.now() - start) / 1000) * perSecond);
    for (; due < shouldHave; due++) {
      if (inFlight.size >= maxInFlight) {
        skipped++;
        continue;
      }
      const p: Promise<void> = op(launched++).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(inFlight);
  return { launched, skipped, wallMs: performance.now() - start };
};

/** The postmaster of a PostgreSQL data directory and its children (backends, writers). */
export const postgresPids = async (dataDir: string): Promise<number[]> => {
  const postmaster = Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  const pids = [postmaster];
  for (const pid of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster) pids.push(Number(pid));
  }
  return pids;
};

/** CPU seconds of one process so far (user + system, Linux /proc). */
export const processCpuSeconds = async (pid: number) => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
};

/**
 * Proportional set size of a group of processes in MB (/proc/<pid>/smaps_rollup): a shared page counts once in the
 * total, so PostgreSQL's shared buffers are not counted once per backend as the sum of their RSS would.
 */
export const pssMb = async (pids: number[]) => {
  let kb = 0;
  for (const pid of pids) {
    const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
    kb += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
  }
  return kb / 1024;
};

/** Peak resident memory of one process in MB (VmHWM), e.g. a command-api child. */
export const peakRssMb = async (pid: number) => Number(/^VmHWM:\s+(\d+)/m.exec(await readFile(`/proc/${pid}/status`, 'utf8').catch(() => ''))?.[1] ?? 0) / 1024;

/** Samples the memory of named process groups every `everyMs` and keeps each group's peak. */
export const memoryPeaks = (groups: Record<string, () => Promise<number>>, everyMs = 1000) => {
  const peaks: Record<string, number> = Object.fromEntries(Object.keys(groups).map((k) => [k, 0]));
  let busy = false;
  const sample = async () => {
    if (busy) return;
    busy = true;
    for (const [name, measure] of Object.entries(groups)) peaks[name] = Math.max(peaks[name], await measure().catch(() => 0));
    busy = false;
  };
  const timer = setInterval(() => void sample(), everyMs);
  return {
    peaks,
    async stop() {
      clearInterval(timer);
      await sample();
      return peaks;
    },
  };
};

export const fmtMb = (mb: number) => `${fmtInt(mb)} MB`;
