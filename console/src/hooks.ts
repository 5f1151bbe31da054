import { useCallback, useEffect, useState } from 'react';
import { api, errorText } from './api';

export type Load<T> = { state: 'loading' } | { state: 'ok'; data: T } | { state: 'error'; message: string };

/** GETs a path on mount (and on reload()); errors use the spec's generic text. */
export const useGet = <T,>(path: string, fallbackError: string) => {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    api<T>(path, { signal: controller.signal })
      .then((data) => setLoad({ state: 'ok', data }))
      .catch((error) => {
        if (!controller.signal.aborted) setLoad({ state: 'error', message: errorText(error, fallbackError) });
      });
    return () => controller.abort();
  }, [path, generation, fallbackError]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { load, reload };
};
