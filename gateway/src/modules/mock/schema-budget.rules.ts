/**
 * How much a JSON schema asks a generator to make (the mock's json-schema-faker, an import's openapi-sampler),
 * measured before anything is generated. Pure: no generator is loaded here (the import worker reads it too).
 */
type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What one generated answer may hold. The generator makes what a schema asks for, all at once on the event
 * loop: `{"type":"string","minLength":50000000}` took 30 s, `{"type":"array","maxItems":100000000}` or
 * arrays of twenty nested eight deep never ended. A schema's upper bounds past these are brought down
 * (the answers still validate), and a schema whose lower bounds ask for more is not generated at all:
 * its sample answer stands in, as for a schema the generator cannot follow.
 */
export const MOCK_LIMITS = { items: 20, length: 1_000, properties: 50, depth: 32, nodes: 20_000, chars: 200_000, patternChars: 1_000 } as const;

/** The most characters a (JavaScript) pattern can match, roughly: quantifiers multiply, `*` and `+` count 100 (the generator's own cap). */
export function patternLength(pattern: string): number {
  let at = 0;
  const alternation = (): number => {
    let best = sequence();
    while (pattern[at] === '|') {
      at++;
      best = Math.max(best, sequence());
    }
    return best;
  };
  const sequence = (): number => {
    let total = 0;
    while (at < pattern.length && pattern[at] !== '|' && pattern[at] !== ')') total += quantified(atom());
    return total;
  };
  const atom = (): number => {
    const c = pattern[at++];
    if (c === '\\') {
      at++;
      return 1;
    }
    if (c === '[') {
      while (at < pattern.length && pattern[at] !== ']') at += pattern[at] === '\\' ? 2 : 1;
      at++;
      return 1;
    }
    if (c === '(') {
      if (pattern[at] === '?') at += pattern[at + 1] === '<' && pattern[at + 2] !== '=' && pattern[at + 2] !== '!' ? pattern.indexOf('>', at) - at + 1 : 2;
      const inner = alternation();
      at++;
      return inner;
    }
    return c === '^' || c === '$' ? 0 : 1;
  };
  const quantified = (n: number): number => {
    const c = pattern[at];
    let times = 1;
    if (c === '*' || c === '+') {
      at++;
      times = 100;
    } else if (c === '?') {
      at++;
    } else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(at));
      if (m) {
        at += m[0].length;
        times = m[2] === undefined ? Number(m[1]) : m[3] ? Number(m[3]) : Number(m[1]) + 100;
      }
    } else return n;
    if (pattern[at] === '?' || pattern[at] === '+') at++;
    return quantified(n * times);
  };
  try {
    let total = 0;
    while (at < pattern.length) {
      total = Math.max(total, alternation());
      at++;
    }
    return total;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** Keywords whose subschemas are generated once per item of an array or per property of an object. */
const PER_ITEM = new Set(['items', 'prefixItems', 'additionalItems', 'contains']);
const PER_PROPERTY = new Set(['additionalProperties', 'patternProperties', 'propertyNames']);

/**
 * Brings a schema's upper bounds (maxItems, maxLength, maxProperties) down to MOCK_LIMITS (never below its
 * lower bound; a schema without one keeps the generator's own small default), and tells whether what it asks for at least fits: false when its lower bounds multiply
 * past MOCK_LIMITS.nodes or .chars, a pattern matches longer than MOCK_LIMITS.patternChars, or it nests
 * deeper than MOCK_LIMITS.depth.
 */
export function tame(schema: unknown): boolean {
  let nodes = 0;
  let chars = 0;
  const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined);
  // The upper bound brought down to `limit` (never below the lower bound); what the generator will make at most.
  const cap = (node: Node, max: string, min: string, limit: number, usual: number): number => {
    const low = num(node[min]) ?? 0;
    const high = num(node[max]);
    const top = Math.max(low, limit);
    if (high !== undefined && high > top) node[max] = top;
    return Math.max(low, Math.min(high ?? usual, top));
  };
  const walk = (v: unknown, times: number, depth: number): boolean => {
    if (depth > MOCK_LIMITS.depth) return false;
    if (Array.isArray(v)) return v.every((x) => walk(x, times, depth + 1));
    if (!isNode(v)) return true;
    nodes += times;
    const items = cap(v, 'maxItems', 'minItems', MOCK_LIMITS.items, 3);
    const props = cap(v, 'maxProperties', 'minProperties', MOCK_LIMITS.properties, 3);
    const length = cap(v, 'maxLength', 'minLength', MOCK_LIMITS.length, 20);
    if (typeof v.pattern === 'string') {
      const longest = patternLength(v.pattern);
      if (longest > MOCK_LIMITS.patternChars) return false;
      chars += times * longest;
    }
    if (v.type === 'string' || num(v.minLength) !== undefined) chars += times * length;
    if (nodes > MOCK_LIMITS.nodes || chars > MOCK_LIMITS.chars) return false;
    return Object.entries(v).every(([k, x]) =>
      walk(x, PER_ITEM.has(k) ? times * Math.max(items, 1) : PER_PROPERTY.has(k) ? times * Math.max(props, 1) : times, depth + 1),
    );
  };
  try {
    return walk(schema, 1, 0);
  } catch {
    return false;
  }
}

/** Whether a schema's lower bounds ask for no more than MOCK_LIMITS allow (the schema is not changed). */
export const withinLimits = (schema: unknown): boolean => tame(structuredClone(schema));
