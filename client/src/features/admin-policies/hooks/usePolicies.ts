import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import type { PolicyKind } from '../../../gql/graphql';
import { failureText } from '../../../shared/admin/errors';
import {
  CreatePolicyMutation,
  DeletePolicyMutation,
  PoliciesQuery,
  SetPolicyThresholdMutation,
} from '../graphql/policies';
import '../i18n';

// The policies' reads and writes, one hook each (components never call Apollo themselves).

/** A change of a policy reads the policies and the platform defaults again before it resolves. */
const AFTER = { refetchQueries: ['AdminPolicies'], awaitRefetchQueries: true };

/** The alarm and shutdown policies and the platform defaults they feed. */
export const usePolicies = () => useQuery(PoliciesQuery, { fetchPolicy: 'cache-and-network' });

/** Creates a policy. */
export const useCreatePolicy = () => useMutation(CreatePolicyMutation, AFTER);

/** Changes one policy's threshold. */
export const useSetPolicyThreshold = () => useMutation(SetPolicyThresholdMutation, AFTER);

/** Deletes one policy, toasting the outcome. */
export function useDeletePolicy() {
  const { t } = useTranslation();
  const [remove, { loading }] = useMutation(DeletePolicyMutation, AFTER);
  const deletePolicy = async (kind: PolicyKind, id: number) => {
    try {
      await remove({ variables: { kind, id } });
      toaster.create({ type: 'success', title: t('adminPolicies.deleted') });
    } catch (e) {
      toaster.create({ type: 'error', title: failureText(e, t('adminPolicies.deleteFailed')) });
    }
  };
  return { deletePolicy, loading };
}
