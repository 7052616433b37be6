import { isCallable } from '@api-market/rules';
import { useApolloClient } from '@apollo/client/react';
import { Flex, Grid, GridItem } from '@chakra-ui/react';
import { useCallback } from 'react';
import type { ApiDetailQuery as ApiDetailData } from '../../../gql/graphql';
import { ApiCallCountQuery } from '../graphql/detail';
import { useApiChanges } from '../hooks/useApiChanges';
import { useCallHistory } from '../hooks/useCallHistory';
import { useTester } from '../hooks/useTester';
import { BasicInfo } from './BasicInfo';
import { BugFixes } from './BugFixes';
import { CallHistory } from './CallHistory';
import { ChangeHistory } from './ChangeHistory';
import { CodeSamples } from './CodeSamples';
import { CommentSection } from './comments/CommentSection';
import { DetailHeader } from './DetailHeader';
import { NotCallableNotice } from './NotCallableNotice';
import { ParamsTable } from './ParamsTable';
import { PlansSection } from '../../plans/components/PlansSection';
import { ResponseExample } from './ResponseExample';
import { Tester } from './Tester';

/** The gateway flushes call records every 200 ms; this leaves room for one flush and the write. */
const RECORD_SETTLE_MS = 700;

/** The loaded detail page: reading, calling, history, fixes and comments of one API. */
export function ApiDetailView({ api }: { api: ApiDetailData['api'] }) {
  const client = useApolloClient();
  const history = useCallHistory(api.id);
  const { refetch } = history;
  // After each test: the history, the average, the chart and the header's call count move on. The
  // gateway records calls in batches every 200 ms, so a second read follows shortly after the first.
  const refresh = useCallback(() => {
    const reload = () => {
      void refetch().catch(() => undefined);
      void client
        .query({ query: ApiCallCountQuery, variables: { id: api.id }, fetchPolicy: 'network-only' })
        .catch(() => undefined);
    };
    reload();
    setTimeout(reload, RECORD_SETTLE_MS);
  }, [refetch, client, api.id]);
  const { tester, request } = useTester(api, refresh);
  useApiChanges(api.id);

  return (
    <Flex direction="column" gap="5">
      <DetailHeader api={api} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="5">
        <GridItem colSpan={{ base: 1, lg: 2 }}>
          <BasicInfo
            status={api.status}
            method={api.requestMethod}
            format={api.responseFormat}
            address={api.address}
            needToken={api.needToken}
          />
        </GridItem>
        <GridItem colSpan={{ base: 1, lg: 2 }}>
          <ParamsTable params={api.requestParams} />
        </GridItem>
        <GridItem colSpan={{ base: 1, lg: 2 }}>
          <ResponseExample example={api.responseExample} />
        </GridItem>
        <GridItem colSpan={{ base: 1, lg: 2 }}>
          <PlansSection apiId={api.id} />
        </GridItem>
        <GridItem>
          {isCallable(api.status) ? <Tester {...tester} /> : <NotCallableNotice status={api.status} />}
        </GridItem>
        <GridItem>
          <CodeSamples request={request} />
        </GridItem>
        <GridItem colSpan={{ base: 1, lg: 2 }}>
          <CallHistory
            data={history.data}
            loading={history.loading}
            error={Boolean(history.error)}
            period={history.period}
            onPeriod={history.setPeriod}
            onRetry={() => void refetch().catch(() => undefined)}
          />
        </GridItem>
        <GridItem colSpan={{ base: 1, lg: 2 }}>
          <BugFixes fixes={api.bugFixHistory} />
        </GridItem>
        <GridItem colSpan={{ base: 1, lg: 2 }}>
          <ChangeHistory apiId={api.id} />
        </GridItem>
        <GridItem colSpan={{ base: 1, lg: 2 }}>
          <CommentSection apiId={api.id} />
        </GridItem>
      </Grid>
    </Flex>
  );
}
