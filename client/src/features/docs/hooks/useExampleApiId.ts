import { useEffect, useState } from 'react';

/**
 * The API the SDK page's runnable examples call as $API_ID: the first API of the public list until the
 * reader picks another.
 */
export function useExampleApiId(): [number, (id: number) => void] {
  const [apiId, setApiId] = useState(1);
  const [picked, setPicked] = useState(false);
  useEffect(() => {
    if (picked) return;
    const controller = new AbortController();
    fetch('/api/apiList', { signal: controller.signal })
      .then((r) => r.json() as Promise<{ data?: Array<{ id: number }> }>)
      .then((body) => {
        const first = body.data?.[0]?.id;
        if (first) setApiId(first);
      })
      .catch(() => {
        // Offline or aborted: 1 stays, the reader can type another.
      });
    return () => controller.abort();
  }, [picked]);
  return [
    apiId,
    (id: number) => {
      setPicked(true);
      setApiId(id);
    },
  ];
}
