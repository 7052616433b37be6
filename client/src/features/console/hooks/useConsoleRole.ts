import { useSession } from '../../../app/session';
import { useMe } from '../../accounts';
import type { ConsoleRole } from '../registry';

/** The signed-in account's role (from `me`, shared with the header's account menu). */
export function useConsoleRole(): {
  role: ConsoleRole | null;
  loading: boolean;
  error: Error | undefined;
  refetch(): void;
} {
  const { token } = useSession();
  const { data, loading, error, refetch } = useMe({ skip: !token });
  return {
    role: data?.me.role ?? null,
    loading: loading && !data,
    error,
    refetch: () => void refetch(),
  };
}
