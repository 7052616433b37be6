import { useEffect, useState } from 'react';

/** The current time, refreshed every `ms` so relative times (N 分钟前) move on by themselves. */
export function useNow(ms = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}
