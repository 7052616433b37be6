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
          { from: { element: { type: 'root' } }, allow: { to: { element: { types: { anyOf: ['root', 'core', 'http', 'graphql', 'db', 'ops', 'feature'] } } } } },
          { from: { element: { type: 'core' } }, allow: { to: { element: { type: 'core' } } } },
          { from: { element: { type: 'ops' } }, allow: { to: { element: { types: { anyOf: ['core', 'ops'] } } } } },
          { from: { element: { types: { anyOf: ['http', 'graphql'] } } }, allow: { to: { element: { types: { anyOf: ['core', 'http', 'graphql', 'ops'] } } } } },
          // The one topic list names each payload, from the feature's types.
          { from: { element: { type: 'graphql' } }, allow: { to: { element: { type: 'feature', fileInternalPath: '*.types.ts' } } } },
          { from: { element: { type: 'db' } }, allow: { to: { element: { types: { anyOf: ['core', 'db'] } } } } },
          { from: { element: { type: 'db' } }, allow: { to: { element: { type: 'feature', fileInternalPath: [...PUBLIC, '*.seed.ts'] } } } },
          { from: { element: { type: 'scripts' } }, allow: { to: { element: { types: { anyOf: ['root', 'graphql', 'http'] } } } } },
          { from: { element: { type: 'feature' } }, allow: { to: { element: { types: { anyOf: ['core', 'graphql', 'db', 'ops'] } } } } },
          { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } } } },
          { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'feature', fileInternalPath: PUBLIC } } } },
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
