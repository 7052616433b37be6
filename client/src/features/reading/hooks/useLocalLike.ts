import { useCallback, useState } from 'react';

const KEY = 'likedReads';

function read(): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** SPEC §2.10: the like toggle is local only — remembered in this browser, never sent. */
export function useLocalLike(id: string): [boolean, () => void] {
  const [liked, setLiked] = useState(() => read().includes(id));
  const toggle = useCallback(() => {
    const all = read().filter((x) => x !== id);
    const next = !all.includes(id) && !liked;
    try {
      localStorage.setItem(KEY, JSON.stringify(next ? [...all, id].slice(-500) : all));
    } catch {
      // storage full or refused: the toggle still works for this visit
    }
    setLiked(next);
  }, [id, liked]);
  return [liked, toggle];
}
