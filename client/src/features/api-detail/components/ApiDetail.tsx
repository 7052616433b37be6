import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import { ApiDetailQuery } from '../graphql/detail';
import { ApiDetailView } from './ApiDetailView';
import { DetailError } from './DetailError';
import { DetailSkeleton } from './DetailSkeleton';

/** Loads one API's detail: skeleton, then the page, or 获取API详情失败 with a retry. */
export function ApiDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const { data, loading, error, refetch } = useQuery(ApiDetailQuery, {
    variables: { id },
    skip: !valid,
    notifyOnNetworkStatusChange: true,
  });
  const failed = !valid || Boolean(error);
  useEffect(() => {
    if (failed) toaster.create({ type: 'error', title: t('detail.loadError') });
  }, [failed, error, t]);

  if (loading) return <DetailSkeleton />;
  if (failed || !data) {
    const notFound =
      !valid ||
      (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND'));
    return <DetailError notFound={notFound} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  return <ApiDetailView key={data.api.id} api={data.api} />;
}
