/**
 * Every code example of the /docs pages, in one place: the pages show them (with {{BASE}} replaced by
 * the address the page was opened from) and tests/contract/docs-examples.test.ts runs each one against
 * the real server, so a page that lies fails the build. `run` says how the test executes it.
 */
export interface DocExample {
  id: string;
  /** Shown above the code block (an i18n key under docs.examples). */
  title: string;
  language: 'bash' | 'javascript' | 'typescript' | 'python' | 'java' | 'json' | 'text';
  /** How the test runs it: a shell script, a Node module, Python, Java, or frames sent over graphql-ws. */
  run: 'bash' | 'node' | 'node-ts' | 'python' | 'java' | 'frames' | 'codegen';
  code: string;
}

export const PROTOCOL_VERSION = '1.2';
export const SDK_VERSION = '2.1.0';

export const withBase = (code: string, base: string) => code.replaceAll('{{BASE}}', base);

export const wsExamples: DocExample[] = [
  {
    id: 'ws-client',
    title: 'wsClient',
    language: 'javascript',
    run: 'node',
    code: `// npm install graphql-ws   (Node 22+ and browsers have WebSocket built in)
import { createClient } from 'graphql-ws';

const client = createClient({
  url: '{{BASE}}/graphql'.replace(/^http/, 'ws'),
  // connection_init payload: public topics need no token; admin topics do.
  connectionParams: { token: process.env.API_MARKET_TOKEN ?? '' },
});

const query = 'subscription { systemMetrics { cpu { usage coreCount } memory { used total } timestamp } }';
let ticks = 0;
const stop = client.subscribe(
  { query },
  {
    next: ({ data }) => {
      console.log('tick', data.systemMetrics.timestamp, 'cpu', data.systemMetrics.cpu.coreCount, 'cores');
      if (++ticks === 2) { stop(); client.dispose(); }
    },
    error: (err) => { console.error(err); process.exit(1); },
    complete: () => {},
  },
);`,
  },
  {
    id: 'ws-frames',
    title: 'wsFrames',
    language: 'json',
    run: 'frames',
    code: `→ {"type":"connection_init","payload":{"token":"<token from POST /api/login>"}}
← {"type":"connection_ack"}
→ {"id":"1","type":"subscribe","payload":{"query":"subscription { systemMetrics { cpu { usage } memory { used total } timestamp } }"}}
← {"id":"1","type":"next","payload":{"data":{"systemMetrics":{"cpu":{"usage":3.2},"memory":{"used":2.1,"total":23.4},"timestamp":"2026-11-22T12:00:00.000Z"}}}}
→ {"id":"1","type":"complete"}
→ {"type":"ping"}
← {"type":"pong"}`,
  },
];

export const sdkExamples: DocExample[] = [
  {
    id: 'sdk-generate-ts',
    title: 'sdkGenerateTs',
    language: 'bash',
    run: 'bash',
    code: `# Types for every path, parameter and answer, from the live document
# (first: npm install openapi-fetch && npm install -D openapi-typescript)
npx openapi-typescript {{BASE}}/api/openapi.json -o api-market.d.ts`,
  },
  {
    id: 'sdk-openapi-fetch',
    title: 'sdkOpenapiFetch',
    language: 'typescript',
    run: 'node-ts',
    code: `import createClient from 'openapi-fetch';
import type { paths } from './api-market.d.ts';

const api = createClient<paths>({ baseUrl: '{{BASE}}' });

// Typed path, body and answer: data is the envelope { code, data, message }.
const { data: list } = await api.GET('/api/apiList');
console.log('APIs:', list?.data.length, 'categories:', list?.apiKinds.length);

const { data: found } = await api.POST('/api/searchApi', { body: { keywords: '二维码', catelog: '' } });
console.log('search:', found?.code, found?.data.map((a) => a.name).join(', '));`,
  },
  {
    id: 'sdk-auth-token',
    title: 'sdkAuthToken',
    language: 'bash',
    run: 'bash',
    code: `# Sign in: data.token is a bearer token (12 h)
TOKEN=$(curl -s -X POST {{BASE}}/api/login \\
  -H 'Content-Type: application/json' \\
  -d '{"account":"linyu","password":"apimarket-demo"}' | node -pe 'JSON.parse(require("fs").readFileSync(0)).data.token')

curl -s {{BASE}}/api/me -H "Authorization: Bearer $TOKEN"`,
  },
  {
    id: 'sdk-api-key',
    title: 'sdkApiKey',
    language: 'bash',
    run: 'bash',
    code: `# An API key for servers: created once with the token, shown once
KEY=$(curl -s -X POST {{BASE}}/api/user/apiKeys \\
  -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \\
  -d '{"name":"my-server"}' | node -pe 'JSON.parse(require("fs").readFileSync(0)).data.key')

# Open calls of an API that needs a token take it as X-API-Key
curl -s "{{BASE}}/api/open/api/$API_ID?text=hello" -H "X-API-Key: $KEY"`,
  },
  {
    id: 'sdk-mock',
    title: 'sdkMock',
    language: 'bash',
    run: 'bash',
    code: `# Every API has a mock: the same address under /api/mock instead of /api/open, no token needed.
# It answers the API's sample answer (or data generated from its answer schema), checks the
# parameters against the API's parameter table (400 when one is missing or of the wrong type),
# never reaches the upstream and never counts toward a quota; the answer says X-Mock: true.
curl -s -D - "{{BASE}}/api/mock/api/$API_ID?text=hello"; echo

# The same through GraphQL (what the online tester's 模拟 / Mock switch sends)
curl -s {{BASE}}/graphql -H 'Content-Type: application/json' \\
  -d '{"query":"mutation($id: Int!) { mockCall(apiId: $id, params: {text: \\"hello\\"}) { mock source status body } }","variables":{"id":'"$API_ID"'}}'`,
  },
  {
    id: 'sdk-python',
    title: 'sdkPython',
    language: 'python',
    run: 'python',
    code: `import requests

BASE = "{{BASE}}"
res = requests.post(f"{BASE}/api/searchApi", json={"keywords": "", "catelog": ""}, timeout=10)
body = res.json()  # the envelope: {"code": 200, "data": [...], "message": "success"}
print(body["code"], len(body["data"]), "APIs")`,
  },
  {
    id: 'sdk-java',
    title: 'sdkJava',
    language: 'java',
    run: 'java',
    code: `import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

public class ApiMarketList {
    public static void main(String[] args) throws Exception {
        HttpClient client = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10))
            .build();
        HttpRequest request = HttpRequest.newBuilder(URI.create("{{BASE}}/api/apiList"))
            .timeout(Duration.ofSeconds(10))
            .header("Accept", "application/json")
            .build();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        String body = response.body();
        System.out.println(response.statusCode() + " " + body.substring(0, Math.min(60, body.length())));
    }
}`,
  },
  {
    id: 'sdk-generators',
    title: 'sdkGenerators',
    language: 'bash',
    run: 'bash',
    code: `# Clients for other languages from the same document (OpenAPI Generator; needs Java 11+).
# The test runs this script with GENERATE=echo to check the document it names is served.
GENERATE=\${GENERATE:-"npx @openapitools/openapi-generator-cli generate"}
curl -sf {{BASE}}/api/openapi.json -o api-market.openapi.json
$GENERATE -i api-market.openapi.json -g java   -o clients/java   --additional-properties=library=native
$GENERATE -i api-market.openapi.json -g python -o clients/python
$GENERATE -i api-market.openapi.json -g go     -o clients/go`,
  },
  {
    id: 'sdk-graphql-codegen',
    title: 'sdkGraphqlCodegen',
    language: 'typescript',
    run: 'codegen',
    code: `// codegen.ts — typed GraphQL operations (npm install -D @graphql-codegen/cli @graphql-codegen/client-preset)
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: '{{BASE}}/graphql',
  documents: ['src/**/*.graphql'],
  generates: { './src/gql/': { preset: 'client' } },
};
export default config;

// then: npx graphql-codegen --config codegen.ts`,
  },
];
