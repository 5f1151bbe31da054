import { useEffect, useState } from 'react';

/** Passes a value on once it has stopped changing for `ms` (a search box asks the server when typing pauses). */
export const useDebounced = <T,>(value: T, ms = 300) => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
};
