import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams, type NavigateFunction, type NavigateOptions, type SetURLSearchParams, type To } from 'react-router-dom';
import { api, errorText } from './api';
import { answerFor, forgetAnswer } from './answers';

export type Load<T> = { state: 'loading' } | { state: 'ok'; data: T } | { state: 'error'; message: string };

/** A page's first data taken from an answer the server sent with it (answers.ts), and the answer's key to forget. */
export interface Answered<T> {
  data: T;
  key: string;
}

/** The server's answer for the GET `path` itself. */
const answerAt = <T,>(path: string): Answered<T> | undefined => {
  const answer = answerFor(path);
  return answer && { data: answer.body as T, key: path };
};

/**
 * Loads `path` with `fetch` on mount (and on reload()); errors use the spec's generic text. The fetch is read
 * through a ref, so a caller may pass a new function on every render without reloading. `answerable` (or a function
 * of its own, `answer`) starts from the answer the server rendered the page with, if any.
 */
export const useLoad = <T,>(
  path: string,
  fetch: (path: string, signal: AbortSignal) => Promise<T>,
  fallbackError: string,
  options: { answerable?: boolean; answer?: (path: string) => Answered<T> | undefined } = {},
) => {
  // A page the server rendered with its data starts with the server's answer (answers.ts) and asks nothing at first.
  const [initial] = useState(() => (options.answer ?? (options.answerable ? answerAt<T> : undefined))?.(path));
  const [load, setLoad] = useState<Load<T>>(() => (initial ? { state: 'ok', data: initial.data } : { state: 'loading' }));
  const answered = useRef(initial?.key);
  const [generation, setGeneration] = useState(0);
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the trigger of reload(): read nowhere, it must still run the load again.
  useEffect(() => {
    if (answered.current !== undefined) {
      forgetAnswer(answered.current);
      answered.current = undefined;
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

const decoded = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};
/** The browser's path and the router's, either percent-encoded or not. */
const samePath = (a: string, b: string) => a === b || decoded(a) === decoded(b);

/** Whether the browser is still at the router's `pathname` (false once a navigation away has begun). */
const stillAt = (pathname: string) => typeof window === 'undefined' || samePath(window.location.pathname, pathname);

/**
 * A navigate for what a page does later on its own (a second after a success message): it does nothing once the user
 * has gone elsewhere, so a timer of a page they left cannot pull them back to where it meant to go.
 */
export const useNavigateHere = (): NavigateFunction => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    ((to: To | number, options?: NavigateOptions) => {
      if (!stillAt(pathname)) return;
      return typeof to === 'number' ? navigate(to) : navigate(to, options);
    }) as NavigateFunction,
    [navigate, pathname],
  );
};

/**
 * useSearchParams whose setter writes only while the browser is still at this page. A page left for one whose code
 * is still loading stays on screen meanwhile (React keeps it until the next can render), its timers and pending
 * answers still running: a search written after its pause, or a draft's id after its save, would then replace the
 * address the user went to and cancel their navigation (they clicked an opportunity and stayed on the list).
 */
export const useSearchParamsHere = () => {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const setHere = useCallback<SetURLSearchParams>(
    (next, options) => {
      if (!stillAt(pathname)) return;
      setParams(next, options);
    },
    [setParams, pathname],
  );
  return [params, setHere] as const;
};
