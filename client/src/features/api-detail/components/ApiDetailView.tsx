import { isCallable } from '@api-market/rules';
import { useApolloClient } from '@apollo/client/react';
import { Flex, Grid, Stack } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import type { ApiDetailQuery as ApiDetailData } from '../../../gql/graphql';
import { ApiCallCountQuery } from '../graphql/detail';
import { ApiCallHistoryQuery } from '../graphql/history';
import { useAfterFirstPaint } from '../hooks/useAfterFirstPaint';
import { useApiChanges } from '../hooks/useApiChanges';
import { HISTORY_LIMIT, useCallHistory } from '../hooks/useCallHistory';
import { useCallRecorded } from '../hooks/useCallRecorded';
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

/** The loaded detail page: reading, calling, history, fixes and comments of one API. */
export function ApiDetailView({ api }: { api: ApiDetailData['api'] }) {
  const client = useApolloClient();
  // Versions (issue #30): the tester, the code samples, the answer and the history follow the chosen one.
  const { versions, drift } = useApiVersions(api.id);
  const [picked, setPicked] = useState<string | null>(null);
  const current = versions.find((v) => v.version === picked) ?? versions.find((v) => v.isDefault);
  const historyVersion = versions.length > 1 && current ? current.version : null;
  const history = useCallHistory(api.id, historyVersion);
  const { refetch, period } = history;
  // The history, the average, the chart and the header's call count move on after each test: read once
  // when it is answered, and again when the gateway says the page's calls are recorded (it writes them
  // in batches; its word, over callRecorded, replaces any guess at how long that takes). Each read is
  // its own request: one still under way (begun before the record was written) must not answer for it.
  const reload = useCallback(() => {
    const fresh = { fetchPolicy: 'network-only', context: { queryDeduplication: false } } as const;
    void client
      .query({ query: ApiCallHistoryQuery, variables: { apiId: api.id, limit: HISTORY_LIMIT, period, version: historyVersion }, ...fresh })
      .catch(() => undefined);
    void client.query({ query: ApiCallCountQuery, variables: { id: api.id }, ...fresh }).catch(() => undefined);
  }, [client, api.id, period, historyVersion]);
  const receipt = useCallRecorded(api.id, reload);
  const { tester, request } = useTester(api, reload, current && !current.isDefault ? current.version : null, receipt);
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
              version={versions.length > 1 && current ? current.version : null}
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
