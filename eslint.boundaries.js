// The gateway's architecture, kept by eslint-plugin-boundaries (see README "Architecture"):
// - core/ knows no feature and no door; http/ and graphql/ (the doors' plumbing) know no feature,
//   except that graphql/pubsub.ts names each topic's payload from a feature's *.types.ts;
// - no feature imports the composition root (server.ts, app.ts, services.ts, features.ts);
// - a feature reaches another only through its public files: *.service.ts, *.types.ts, *.entity.ts,
//   *.rules.ts (a rule several features apply, e.g. authoring's API form for the admin's apiAdd) and
//   *.presenter.ts (one way to present a view, e.g. catalog's Api for the toolbox) and *.policy.ts (its
//   authorisation rules, core/policy.ts); never its
//   resolvers, routes, loaders, module file or helpers.
// `gateway/src/__tests__/boundaries.test.ts` lints fixtures that break each rule and expects the error.
import boundaries from 'eslint-plugin-boundaries';

const src = 'gateway/src';
const PUBLIC = ['*.service.ts', '*.types.ts', '*.entity.ts', '*.rules.ts', '*.presenter.ts', '*.policy.ts'];

export const gatewayBoundaries = {
  files: [`${src}/**/*.ts`],
  ignores: [`${src}/**/__tests__/**`],
  plugins: { boundaries },
  settings: {
    'import/resolver': { typescript: { project: `${src}/../tsconfig.json` } },
    'boundaries/elements': [
      { type: 'core', pattern: `${src}/core` },
      { type: 'http', pattern: `${src}/http` },
      { type: 'graphql', pattern: `${src}/graphql` },
      { type: 'db', pattern: `${src}/db` },
      // Process telemetry (metrics, readiness): plumbing like core/ that features report to.
      { type: 'ops', pattern: `${src}/ops` },
      { type: 'scripts', pattern: `${src}/scripts` },
      { type: 'feature', pattern: `${src}/modules/*`, capture: ['feature'] },
      // What is left directly in src/: config.ts and the composition root (server, app, services, features).
      { type: 'root', pattern: src },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: [
          // config.ts (every environment variable, typed) is for everyone.
          { allow: { to: { element: { type: 'root', fileInternalPath: 'config.ts' } } } },
          {
            from: { element: { type: 'root' } },
            allow: {
              to: {
                element: { types: { anyOf: ['root', 'core', 'http', 'graphql', 'db', 'ops', 'feature'] } },
              },
            },
          },
          { from: { element: { type: 'core' } }, allow: { to: { element: { type: 'core' } } } },
          {
            from: { element: { type: 'ops' } },
            allow: { to: { element: { types: { anyOf: ['core', 'ops'] } } } },
          },
          {
            from: { element: { types: { anyOf: ['http', 'graphql'] } } },
            allow: { to: { element: { types: { anyOf: ['core', 'http', 'graphql', 'ops'] } } } },
          },
          // The one topic list names each payload, from the feature's types.
          {
            from: { element: { type: 'graphql' } },
            allow: { to: { element: { type: 'feature', fileInternalPath: '*.types.ts' } } },
          },
          {
            from: { element: { type: 'db' } },
            allow: { to: { element: { types: { anyOf: ['core', 'db'] } } } },
          },
          {
            from: { element: { type: 'db' } },
            allow: { to: { element: { type: 'feature', fileInternalPath: [...PUBLIC, '*.seed.ts'] } } },
          },
          {
            from: { element: { type: 'scripts' } },
            allow: { to: { element: { types: { anyOf: ['root', 'graphql', 'http'] } } } },
          },
          {
            from: { element: { type: 'feature' } },
            allow: { to: { element: { types: { anyOf: ['core', 'graphql', 'db', 'ops'] } } } },
          },
          {
            from: { element: { type: 'feature' } },
            allow: {
              to: { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } },
            },
          },
          {
            from: { element: { type: 'feature' } },
            allow: { to: { element: { type: 'feature', fileInternalPath: PUBLIC } } },
          },
        ],
      },
    ],
  },
};

// Doors only authenticate and translate (issue #33): a resolver or a route never decides who may do
// what. Services ask the feature's policy (`authorize` in core/policy.ts); a door names the rule it
// serves (`@Gate(rule)`, `preValidation: gate(rule)`) so the role is checked before validation.
// `gateway/src/__tests__/boundaries.test.ts` lints fixtures that break it.
const DOOR_REFUSAL = 'Doors only authenticate: name the rule with @Gate(rule) / gate(rule) and let the service authorize the actor (see modules/<feature>/<feature>.policy.ts).';
export const doorsAuthenticateOnly = {
  files: [`${src}/modules/**/*.resolver.ts`, `${src}/modules/**/*.routes.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['**/core/auth-user.js'], importNames: ['requireAdmin', 'requireUser'], message: DOOR_REFUSAL },
          { group: ['**/core/policy.js'], importNames: ['authorize', 'can', 'admit'], message: DOOR_REFUSAL },
        ],
      },
    ],
  },
};

// One paging schema (issue #33): a REST list's `page`/`pageSize` (SPEC §7's names; `pageNum` too) are
// written once, by `pagingQuery(PAGED_LISTS.x)` in core/paging.ts, whose table holds every list's
// largest and default page size. A feature file that writes its own schema for them fails the lint.
// `gateway/src/__tests__/boundaries.test.ts` lints fixtures that break it.
const ONE_PAGING =
  'one paging schema: spread pagingQuery(PAGED_LISTS.<list>) from core/paging.ts (add the list to its table) instead of writing page/pageSize here';
const PAGING_SELECTORS = [
  {
    selector:
      'Property[key.name=/^(page|pageNum|pageSize)$/] > ObjectExpression:has(> Property[key.name=/^(type|minimum|maximum|default)$/], > SpreadElement)',
    message: ONE_PAGING,
  },
];
// ESLint's flat config does not merge two settings of one rule: the later replaces the earlier for the
// files both match. So `no-restricted-syntax` in the modules is set once per file set, each listing
// every selector that applies there (this one, and rawSqlThroughCoreSql below with the paging ones too).
export const onePagingSchema = {
  files: [`${src}/modules/**/*.ts`],
  ignores: [`${src}/**/__tests__/**`],
  rules: { 'no-restricted-syntax': ['error', ...PAGING_SELECTORS] },
};

// The client restates no SPEC rule or label: limits, patterns, status codes and their zh/en labels,
// unit lists live once in packages/rules (@api-market/rules), which the gateway applies too.
// `gateway/src/__tests__/boundaries.test.ts` lints fixtures that break it; the i18n bundles are
// checked by tests/client-lib/shared-rules.test.ts (JSON is not linted).
const SHARED =
  'a SPEC rule or label lives once, in @api-market/rules (packages/rules): import it, do not restate it';
const STATUS_WORDS = '已下架|已发布|审核失败|审核中|异常|未审核|待审核|未通过|待处理|处理中|已实现|已婉拒';
export const clientSharedRules = {
  files: ['client/src/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-syntax': [
      'error',
      // A limit or a pattern with a value of its own: `const NAME_MAX = 20`, `const EMAIL = /…/`.
      {
        selector:
          'VariableDeclarator[id.name=/(^MIN_|^MAX_|_MIN$|_MAX$|_MAX_BYTES$|PATTERN$|_RULE$|^EMAIL$)/][init.type="Literal"]',
        message: SHARED,
      },
      // A table of limits: `const LIMITS = { name: 64, … }`.
      { selector: 'VariableDeclarator[id.name=/LIMITS$/] > ObjectExpression', message: SHARED },
      {
        selector: 'VariableDeclarator[id.name=/LIMITS$/] > TSAsExpression > ObjectExpression',
        message: SHARED,
      },
      // A list of status codes or a status → label table: `const STATUSES = [1, 0, -1]`.
      {
        selector:
          'VariableDeclarator[id.name=/STATUSES$/] > ArrayExpression > :matches(Literal, UnaryExpression)',
        message: SHARED,
      },
      {
        selector:
          'VariableDeclarator[id.name=/STATUSES$/] > TSAsExpression > ArrayExpression > :matches(Literal, UnaryExpression)',
        message: SHARED,
      },
      { selector: 'VariableDeclarator[id.name=/STATUS_LABELS?$/] > ObjectExpression', message: SHARED },
      // An e-mail pattern.
      {
        selector: 'Literal[regex.pattern=/@/]',
        message: `an e-mail check: isEmail / EMAIL_PATTERN — ${SHARED}`,
      },
      // A status label written out (their words come from `t('rules.apiStatus.…')`).
      {
        selector: `Literal[value=/^(${STATUS_WORDS})$/]`,
        message: `a status label: t('rules.…') — ${SHARED}`,
      },
      {
        selector: `JSXText[value=/^\\s*(${STATUS_WORDS})\\s*$/]`,
        message: `a status label: t('rules.…') — ${SHARED}`,
      },
    ],
  },
};

// One raw-SQL style (issue #33 item 4, README "Data access"): in a feature, SQL goes through core/sql.ts
// — a read declared with `statement(name, text, zodRow)`, a write with `command(name, text, zodRow?)`,
// run with `sqlOn(ds)` / `sql.all(st, params, em)` / `sql.run(cmd, params, em)`, its rows typed from the
// schema and checked outside production — or through a TypeORM repository / query builder. A bare
// `.query(…)` answers `any` rows, so it is refused, and so are `any` row types.
// `gateway/src/__tests__/boundaries.test.ts` lints fixtures that break it.
const RAW_SQL =
  'Raw SQL goes through core/sql.ts: statement(name, text, zodRow) / command(name, text, zodRow?) run with sqlOn(ds or em), or a TypeORM repository (README "Data access")';
export const rawSqlThroughCoreSql = {
  files: [`${src}/modules/**/*.ts`],
  ignores: [`${src}/**/__tests__/**`],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...PAGING_SELECTORS,
      // `ds.query(…)`, `em.query<Row[]>(…)`, `runner.query(…)`, `pool.query(…)`: rows nobody checks.
      { selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='query']", message: RAW_SQL },
      // `any` rows: `: any[]`, `Array<any>`, `Record<string, any>[]`.
      { selector: 'TSArrayType > TSAnyKeyword', message: `no \`any\` rows — ${RAW_SQL}` },
      { selector: "TSTypeReference[typeName.name='Array'] > TSTypeParameterInstantiation > TSAnyKeyword", message: `no \`any\` rows — ${RAW_SQL}` },
    ],
  },
};

// The client's architecture (issue #33 item 7), kept like the gateway's (see README "The client"):
// - client/src/shared/ holds what several features use (components, hooks, lib, the administrator's
//   tables in shared/admin) and knows no feature;
// - a feature reaches another only through that feature's public `index.ts` (what it exports is what
//   others may use) — or registers its labels with `import '../other/i18n'` —, never into its
//   components, hooks, graphql or lib;
// - app/ (router, providers, Apollo), pages/ (one file per route) and main.tsx compose features and may
//   name any of their files; a lazy `import()` (routes, the console registry, lazily loaded dialogs) names
//   the component file itself so that it stays a chunk of its own — dynamic imports are not checked.
// `tests/client-lib/client-boundaries.test.ts` lints fixtures that break each rule and expects the error.
const client = 'client/src';
export const clientBoundaries = {
  files: [`${client}/**/*.{ts,tsx}`],
  ignores: [`${client}/gql/**`],
  plugins: { boundaries },
  settings: {
    'import/resolver': { typescript: { project: 'client/tsconfig.json' } },
    'boundaries/elements': [
      { type: 'client-shared', pattern: `${client}/shared` },
      { type: 'client-app', pattern: `${client}/app` },
      { type: 'client-pages', pattern: `${client}/pages` },
      { type: 'client-i18n', pattern: `${client}/i18n` },
      { type: 'client-gql', pattern: `${client}/gql` },
      { type: 'client-feature', pattern: `${client}/features/*`, capture: ['feature'] },
      // main.tsx
      { type: 'client-root', pattern: client },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: [
          // Plumbing every part may use: the generated documents, the i18n instance, the shared pieces.
          { allow: { to: { element: { types: { anyOf: ['client-gql', 'client-i18n', 'client-shared'] } } } } },
          {
            from: { element: { types: { anyOf: ['client-root', 'client-app', 'client-pages'] } } },
            allow: { to: { element: { types: { anyOf: ['client-root', 'client-app', 'client-pages', 'client-feature'] } } } },
          },
          { from: { element: { types: { anyOf: ['client-shared', 'client-i18n', 'client-feature'] } } }, allow: { to: { element: { type: 'client-app' } } } },
          {
            from: { element: { type: 'client-feature' } },
            allow: { to: { element: { type: 'client-feature', captured: { feature: '{{ from.captured.feature }}' } } } },
          },
          // Its public face, and its labels (`import '../other/i18n'` registers the bundle of labels it shows).
          {
            from: { element: { type: 'client-feature' } },
            allow: { to: { element: { type: 'client-feature', fileInternalPath: ['index.ts', 'i18n/index.ts'] } } },
          },
          // A lazy page or dialog: `import('../other/components/Dialog')` keeps the file a chunk of its own.
          {
            from: { element: { type: 'client-feature' } },
            allow: {
              dependency: { nodeKind: 'dynamic-import' },
              to: { element: { types: { anyOf: ['client-feature', 'client-pages'] } } },
            },
          },
        ],
      },
    ],
  },
};

// Components stay small (≤ 150 lines, blank lines and comments not counted): split a long one into
// smaller components and hooks. Data access goes through the feature's hooks/: a component asks
// `useMyApis()`, never `useQuery(MyApisQuery)` itself (so screens share one way to read and refresh).
// Every file keeps them (the debt list of files written before the rules is gone: issue #33 item 7).
// `tests/client-lib/client-boundaries.test.ts` lints fixtures that break them.
const APOLLO_HOOKS = ['useQuery', 'useMutation', 'useSubscription', 'useLazyQuery', 'useSuspenseQuery'];
const DATA_ACCESS =
  "data access goes through the feature's hooks/ (e.g. hooks/useMyApis.ts); a component or lib calls that hook, not Apollo";
export const clientComponentSize = {
  files: [`${client}/features/**/*.tsx`, `${client}/shared/**/*.tsx`],
  rules: { 'max-lines': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
};
export const clientDataAccess = {
  files: [`${client}/features/**/*.{ts,tsx}`, `${client}/shared/**/*.{ts,tsx}`, `${client}/pages/**/*.{ts,tsx}`],
  ignores: [`${client}/features/*/hooks/**`, `${client}/shared/**/hooks/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: ['@apollo/client', '@apollo/client/react'].map((name) => ({
          name,
          importNames: APOLLO_HOOKS,
          message: DATA_ACCESS,
        })),
      },
    ],
  },
};
