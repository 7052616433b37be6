import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApiDetail } from '../hooks/useApiDetail';
import { useErrorToast } from '../hooks/useErrorToast';
import { ApiDetailView } from './ApiDetailView';
import { DetailError } from './DetailError';
import { DetailSkeleton } from './DetailSkeleton';

/** Loads one API's detail: skeleton, then the page, or 获取API详情失败 with a retry. */
export function ApiDetail({ id }: { id: number }) {
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const { data, loading, error, refetch } = useApiDetail(id, valid);
  // An invalid id fails without a request; a failed request (each retry included) brings a new error.
  useErrorToast(valid ? error : true, 'detail.loadError');

  if (loading) return <DetailSkeleton />;
  if (!valid || error || !data) {
    const notFound =
      !valid ||
      (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND'));
    return <DetailError notFound={notFound} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  return <ApiDetailView key={data.api.id} api={data.api} />;
}
