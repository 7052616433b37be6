import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element of `ref` has come within `rootMargin` of the viewport (once true, stays true): what
 * the blocks that load when scrolled near wait for.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, rootMargin = '0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver !== 'function') return setNear(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin });
    io.observe(el);
    return () => io.disconnect();
  }, [near, ref, rootMargin]);
  return near;
}
