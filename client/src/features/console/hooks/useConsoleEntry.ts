import { useMatches, useParams } from 'react-router-dom';
import type { RouteHandle } from '../../../app/router';
import { entryById, type ConsoleEntry } from '../registry';

/** The registry entry of the console page being shown (null on the index route). */
export function useConsoleEntry(): {
  entry: ConsoleEntry | null;
  params: Record<string, string | undefined>;
} {
  const matches = useMatches();
  const params = useParams();
  const id = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.consoleId)
    .find(Boolean);
  return { entry: id ? (entryById(id) ?? null) : null, params };
}
