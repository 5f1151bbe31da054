import { useCallback, useEffect, useRef, useState } from 'react';
import { api, errorText } from './api';
import { answerFor, forgetAnswer } from './answers';

export type Load<T> = { state: 'loading' } | { state: 'ok'; data: T } | { state: 'error'; message: string };

/**
 * Loads `path` with `fetch` on mount (and on reload()); errors use the spec's generic text. The fetch is read
 * through a ref, so a caller may pass a new function on every render without reloading.
 */
export const useLoad = <T,>(path: string, fetch: (path: string, signal: AbortSignal) => Promise<T>, fallbackError: string, options: { answerable?: boolean } = {}) => {
  // A page the server rendered with its data starts with the server's answer (answers.ts) and asks nothing at first.
  const [load, setLoad] = useState<Load<T>>(() => {
    const answer = options.answerable ? answerFor(path) : undefined;
    return answer ? { state: 'ok', data: answer.body as T } : { state: 'loading' };
  });
  const answered = useRef(load.state === 'ok');
  const [generation, setGeneration] = useState(0);
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;
  useEffect(() => {
    if (answered.current) {
      answered.current = false;
      forgetAnswer(path);
      return;
    }
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchRef
      .current(path, controller.signal)
      .then((data) => setLoad({ state: 'ok', data }))
      .catch((error) => {
        if (!controller.signal.aborted) setLoad({ state: 'error', message: errorText(error, fallbackError) });
      });
    return () => controller.abort();
  }, [path, generation, fallbackError]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { load, reload };
};

/** GETs a path on mount (and on reload()); errors use the spec's generic text. */
export const useGet = <T,>(path: string, fallbackError: string) => useLoad(path, (p, signal) => api<T>(p, { signal }), fallbackError, { answerable: true });
