import { useEffect, useState } from 'react';

/**
 * False for the first render, true once the browser has painted it (a frame, then a task): a page
 * shows what a visitor came for first and renders the rest right after, rather than holding the first
 * paint until every block below the fold has rendered (issue #35: on a slow phone that was seconds).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
