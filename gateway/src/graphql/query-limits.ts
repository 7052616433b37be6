import { type ApolloServerPlugin, HeaderMap } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { GraphQLError as GraphQLErrorType, GraphQLFormattedError, ValidationContext, ValidationRule } from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import { AppError, type Bilingual } from '../core/errors.js';
import type { GraphQLContext } from './context.js';
import { graphqlCjs } from './graphql-cjs.js';

// The graphql instance the schema was built with (see graphql-cjs.ts): type checks across two copies throw.
const { GraphQLError, getNullableType, isListType } = graphqlCjs;

/** The GraphQL door's limits (GRAPHQL_* in config.ts). */
export interface QueryLimits {
  maxCost: number;
  maxDepth: number;
  maxAliases: number;
  maxTokens: number;
  introspection: boolean;
}

/** Arguments that say how many rows a field answers: its children cost that many times. */
const SIZE_ARGS = ['limit', 'pageSize', 'first', 'take'];

/**
 * Cost of a field: 1, plus its children times the rows it asks for (`limit: 100` → ×100). Lists
 * without a size argument count once: the server bounds them, and depth and aliases bound the rest.
 */
const listSizeEstimator: ComplexityEstimator = ({ args, field, childComplexity }) => {
  const size = SIZE_ARGS.map((k) => args[k]).find((v): v is number => typeof v === 'number');
  if (size !== undefined) return 1 + Math.max(1, size) * childComplexity;
  if (isListType(getNullableType(field.type))) return 1 + childComplexity;
  return undefined;
};

/**
 * Validation rules run once per document before execution (Apollo caches documents that passed):
 * aliases and depth from GraphQL Armor, fragments expanded. Tokens are graphql-js's own parser limit
 * (`parseOptions.maxTokens`); the cost depends on variables, so it is checked per request in the plugin.
 */
export function queryLimitRules(limits: QueryLimits): ValidationRule[] {
  // Reported as validation errors (400), not thrown (which Apollo would answer with a 500).
  const report = { propagateOnRejection: false, onReject: [(ctx: ValidationContext | null, err: GraphQLErrorType) => ctx?.reportError(err)] };
  return [
    maxAliasesRule({ n: limits.maxAliases, exposeLimits: true, ...report }) as unknown as ValidationRule,
    maxDepthRule({ n: limits.maxDepth, exposeLimits: true, flattenFragments: true, ignoreIntrospection: false, ...report }) as unknown as ValidationRule,
  ];
}

const limitError = (messages: Bilingual, extensions: Record<string, unknown>) =>
  new GraphQLError(messages.en, {
    originalError: new AppError('BAD_USER_INPUT', messages),
    extensions: { code: 'BAD_USER_INPUT', ...extensions, http: { status: 400, headers: new HeaderMap() } },
  });

/** Costs already computed, per schema and parsed document (Apollo's document store hands the same one back for the same text). */
const knownCosts = new WeakMap<object, WeakMap<object, Map<string, number>>>();
/** Variable sets remembered per document; past this the document's costs start over. */
const COSTS_PER_DOCUMENT = 64;
/** Longer operation names with variables are computed each time, not remembered. */
const MAX_KEY_LENGTH = 1024;

/**
 * `operationCost`, remembered per schema, document, operation name and variables: the same operation
 * asked again (the home page's first screen, an API page with another id) is not walked again — the
 * walk was 4 % of an uncached home first screen's CPU (issue #35). Errors are not remembered.
 */
export function rememberedOperationCost(
  schema: Parameters<typeof getComplexity>[0]['schema'],
  query: Parameters<typeof getComplexity>[0]['query'],
  variables: Record<string, unknown> | undefined,
  operationName?: string,
): number {
  let perSchema = knownCosts.get(schema);
  if (!perSchema) knownCosts.set(schema, (perSchema = new WeakMap()));
  let costs = perSchema.get(query);
  if (!costs) perSchema.set(query, (costs = new Map()));
  const key = `${operationName ?? ''}\u0000${JSON.stringify(variables ?? {})}`;
  const known = costs.get(key);
  if (known !== undefined) return known;
  const cost = operationCost(schema, query, variables, operationName);
  if (key.length > MAX_KEY_LENGTH) return cost; // large inputs (a mutation's body) are not kept as keys
  if (costs.size >= COSTS_PER_DOCUMENT) costs.clear();
  costs.set(key, cost);
  return cost;
}

/** The cost of an operation with its variables: what `queryCostPlugin` compares to the limit. */
export function operationCost(
  schema: Parameters<typeof getComplexity>[0]['schema'],
  query: Parameters<typeof getComplexity>[0]['query'],
  variables: Record<string, unknown> | undefined,
  operationName?: string,
): number {
  return getComplexity({
    schema,
    query,
    variables,
    operationName,
    estimators: [listSizeEstimator, simpleEstimator({ defaultComplexity: 1 })],
  });
}

/**
 * The caller's mistakes in choosing the operation (#26.7), answered 400 BAD_USER_INPUT before anything
 * runs (graphql-js would report them as internal errors): an operationName the document lacks, several
 * operations and no name, a subscription sent over HTTP.
 */
function operationMistake(
  operation: { operation: string } | undefined | null,
  operationName: string | null | undefined,
): Bilingual | null {
  if (!operation && operationName) {
    return { zh: `文档中没有名为 "${operationName}" 的操作`, en: `Unknown operation named "${operationName}"` };
  }
  if (!operation) {
    return {
      zh: '文档含多个操作时须用 operationName 指明要执行哪一个',
      en: 'Must provide an operation name (operationName) when the document contains several operations',
    };
  }
  if (operation.operation === 'subscription') {
    return {
      zh: '订阅请通过 WebSocket（/graphql 上的 graphql-ws 协议）进行，HTTP 不支持订阅',
      en: 'Subscriptions are served over the WebSocket (graphql-ws on /graphql), not over HTTP',
    };
  }
  return null;
}

/** Also refuses the caller's operation mistakes (`operationMistake`); then an operation whose cost (with its variables) passes the limit. */
export function queryCostPlugin(limits: QueryLimits): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, request, operationName, operation }) {
          const mistake = operationMistake(operation, request.operationName);
          if (mistake) throw limitError(mistake, {});
          let cost: number;
          try {
            cost = rememberedOperationCost(schema, document, request.variables, operationName ?? undefined);
          } catch (err) {
            // Variables that do not fit the operation: execution reports them as the caller's error.
            if ((err as Error)?.name === 'GraphQLError') return;
            throw err;
          }
          if (cost > limits.maxCost) {
            throw limitError(
              {
                zh: `查询开销 ${cost} 超过上限 ${limits.maxCost}：请减少别名、嵌套或每页条数`,
                en: `Query cost ${cost} exceeds the limit of ${limits.maxCost}: use fewer aliases, less nesting or smaller pages`,
              },
              { cost, maxCost: limits.maxCost },
            );
          }
        },
      };
    },
  };
}

/**
 * The caller's language for the limits' own messages (GraphQL Armor and graphql-js write English):
 * `null` when `formatted` is not one of them.
 */
export function localizeLimitError(formatted: GraphQLFormattedError): Bilingual | null {
  const m = formatted.message;
  let r = /Aliases limit of (\d+) exceeded, found (\d+)/.exec(m);
  if (r) return { zh: `别名数量 ${r[2]} 超过上限 ${r[1]}`, en: `Aliases limit of ${r[1]} exceeded, found ${r[2]}` };
  r = /Query depth limit of (\d+) exceeded, found (\d+)/.exec(m);
  if (r) return { zh: `查询嵌套深度 ${r[2]} 超过上限 ${r[1]}`, en: `Query depth limit of ${r[1]} exceeded, found ${r[2]}` };
  r = /Document contains more tha[nt] (\d+) tokens/.exec(m);
  if (r) return { zh: `查询文档超过 ${r[1]} 个词法单元，已拒绝解析`, en: `The document has more than ${r[1]} tokens; parsing was aborted` };
  return null;
}
