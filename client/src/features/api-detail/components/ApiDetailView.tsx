import { isCallable } from '@api-market/rules';
import { useApolloClient } from '@apollo/client/react';
import { Flex, Grid, Stack } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import type { ApiDetailQuery as ApiDetailData } from '../../../gql/graphql';
import { ApiCallCountQuery } from '../graphql/detail';
import { useAfterFirstPaint } from '../hooks/useAfterFirstPaint';
import { useApiChanges } from '../hooks/useApiChanges';
import { useCallHistory } from '../hooks/useCallHistory';
import { useBaseUrl } from '../hooks/useBaseUrl';
import { useTester } from '../hooks/useTester';
import { mockAddress } from '../lib/open-request';
import { BasicInfo } from './BasicInfo';
import { BugFixes } from './BugFixes';
import { CallHistory } from './CallHistory';
import { ChangeHistory } from './ChangeHistory';
import { CodeSamples } from './CodeSamples';
import { CommentSection } from './comments/CommentSection';
import { DetailHeader } from './DetailHeader';
import { NotCallableNotice } from './NotCallableNotice';
import { ParamsTable } from './ParamsTable';
import { PlansSection } from '../../plans';
import { ResponseExample } from './ResponseExample';
import { Tester } from './Tester';
import { useApiVersions } from '../../versions';
import { VersionNotices } from '../../versions';
import { VersionSwitcher } from '../../versions';

/** The gateway flushes call records every 200 ms; this leaves room for one flush and the write. */
const RECORD_SETTLE_MS = 700;

/** The loaded detail page: reading, calling, history, fixes and comments of one API. */
export function ApiDetailView({ api }: { api: ApiDetailData['api'] }) {
  const client = useApolloClient();
  // Versions (issue #30): the tester, the code samples, the answer and the history follow the chosen one.
  const { versions, drift } = useApiVersions(api.id);
  const [picked, setPicked] = useState<string | null>(null);
  const current = versions.find((v) => v.version === picked) ?? versions.find((v) => v.isDefault);
  const history = useCallHistory(api.id, versions.length > 1 && current ? current.version : null);
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
  const { tester, request } = useTester(api, refresh, current && !current.isDefault ? current.version : null);
  const baseUrl = useBaseUrl();
  useApiChanges(api.id);
  // The contract (name, address, parameters, answer) paints first; the tester, samples and history after.
  const rest = useAfterFirstPaint();

  return (
    <Flex direction="column" gap="5">
      <DetailHeader api={api} />
      <VersionSwitcher versions={versions} value={current?.version ?? ''} onChange={setPicked} />
      <VersionNotices version={current} drift={drift} />
      {/*
        A workspace at ≥ 1280 px (RapidAPI, Scalar): the contract and what follows it scroll on the left
        while the tester and the code sample stay in a sticky right pane; stacked below that width.
      */}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 7fr) minmax(0, 5fr)' }}
        templateAreas={{ base: '"contract" "try" "rest"', xl: '"contract try" "rest try"' }}
        gap="5"
        alignItems="start"
        data-testid="detail-workspace"
      >
        <Stack gap="5" minW="0" gridArea="contract">
          <BasicInfo
            status={api.status}
            method={api.requestMethod}
            format={api.responseFormat}
            address={api.address}
            needToken={api.needToken}
            mockAddress={mockAddress(baseUrl, api.id)}
          />
          <ParamsTable params={api.requestParams} />
          <ResponseExample example={current && !current.isLatest ? current.responseExample : api.responseExample} />
          {rest && isCallable(api.status) && <PlansSection apiId={api.id} />}
        </Stack>
        <Stack
          gap="5"
          minW="0"
          gridArea="try"
          position={{ xl: 'sticky' }}
          top={{ xl: '20' }}
          maxH={{ xl: 'calc(100vh - 6rem)' }}
          overflowY={{ xl: 'auto' }}
          data-testid="try-pane"
        >
          {rest && (isCallable(api.status) ? <Tester {...tester} /> : <NotCallableNotice status={api.status} />)}
          {rest && <CodeSamples request={request} />}
        </Stack>
        {rest && (
          <Stack gap="5" minW="0" gridArea="rest">
            <CallHistory
              data={history.data}
              loading={history.loading}
              error={Boolean(history.error)}
              period={history.period}
              onPeriod={history.setPeriod}
              onRetry={() => void refetch().catch(() => undefined)}
            />
            <BugFixes fixes={api.bugFixHistory} />
            <ChangeHistory apiId={api.id} />
            <CommentSection apiId={api.id} />
          </Stack>
        )}
      </Grid>
    </Flex>
  );
}
