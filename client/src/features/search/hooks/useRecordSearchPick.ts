import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { RecordSearchClickMutation } from '../graphql/search';

/** Records that the results of `query` led to API `apiId` (a suggestion picked); a failure is ignored. */
export function useRecordSearchPick(): (query: string, apiId: number) => void {
  const [record] = useMutation(RecordSearchClickMutation);
  return useCallback((query: string, apiId: number) => void record({ variables: { query, apiId } }).catch(() => undefined), [record]);
}
