import { ApolloLink } from '@apollo/client';
import {
  Kind,
  print,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionNode,
  type ValueNode,
} from 'graphql';
import { Observable } from 'rxjs';

/** The first-screen request index.html started (null when it failed or answered with errors). */
export interface FirstScreenResult {
  data?: Record<string, unknown> | null;
  errors?: unknown[];
}

declare global {
  interface Window {
    /** Set by the inline script of index.html on the home route only. */
    __firstScreen?: Promise<FirstScreenResult | null>;
  }
}

type Vars = Record<string, unknown>;

function literal(node: ValueNode, vars: Vars): ValueNode {
  if (node.kind !== Kind.VARIABLE) return node;
  const v = vars[node.name.value];
  // Only the scalar argument values the catalogue queries take (numbers, strings, booleans, null).
  if (v === null || v === undefined) return { kind: Kind.NULL };
  if (typeof v === 'number')
    return Number.isInteger(v)
      ? { kind: Kind.INT, value: String(v) }
      : { kind: Kind.FLOAT, value: String(v) };
  if (typeof v === 'boolean') return { kind: Kind.BOOLEAN, value: v };
  return { kind: Kind.STRING, value: String(v) };
}

/** A selection with fragments inlined and variables replaced by their values, printable for comparison. */
function expand(
  selections: readonly SelectionNode[],
  fragments: Map<string, FragmentDefinitionNode>,
  vars: Vars,
): FieldNode[] {
  const out: FieldNode[] = [];
  for (const s of selections) {
    // Apollo adds __typename to what it sends; the comparison is about the fields a block asks for.
    if (s.kind === Kind.FIELD && s.name.value === '__typename') continue;
    if (s.kind === Kind.FIELD) {
      out.push({
        ...s,
        arguments: (s.arguments ?? [])
          .map((a) => ({ ...a, value: literal(a.value, vars) }))
          .sort((a, b) => a.name.value.localeCompare(b.name.value)),
        selectionSet: s.selectionSet && {
          ...s.selectionSet,
          selections: expand(s.selectionSet.selections, fragments, vars),
        },
      });
    } else {
      const set =
        s.kind === Kind.FRAGMENT_SPREAD ? fragments.get(s.name.value)?.selectionSet : s.selectionSet;
      if (set) out.push(...expand(set.selections, fragments, vars));
    }
  }
  return out.sort((a, b) => (a.alias ?? a.name).value.localeCompare((b.alias ?? b.name).value));
}

/** Root fields of a query by response key → their printed, normalised form. */
export function rootFields(doc: DocumentNode, vars: Vars): Map<string, string> | null {
  const op = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!op || op.operation !== 'query') return null;
  const fragments = new Map(
    doc.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((f) => [f.name.value, f]),
  );
  return new Map(
    expand(op.selectionSet.selections, fragments, vars).map((f) => [(f.alias ?? f.name).value, print(f)]),
  );
}

/**
 * Answers a block's query from the first-screen request when every root field it asks for is in that
 * request exactly as asked (same arguments, same fields) and has not been handed out yet; anything
 * else — a refetch, another tab, a changed query, a failed first-screen request — goes to the network
 * as usual. Apollo writes each answer into its cache as if it had come from the server.
 */
export function createFirstScreenLink(
  firstScreen: DocumentNode,
  pending: Promise<FirstScreenResult | null> | undefined,
): ApolloLink {
  const available = pending ? rootFields(firstScreen, {}) : null;
  return new ApolloLink((operation, forward) => {
    if (!pending || !available || available.size === 0) return forward(operation);
    const wanted = rootFields(operation.query, operation.variables ?? {});
    if (!wanted || wanted.size === 0 || ![...wanted].every(([k, v]) => available.get(k) === v)) {
      return forward(operation);
    }
    for (const k of wanted.keys()) available.delete(k);
    return new Observable<ApolloLink.Result>((observer) => {
      let inner: { unsubscribe(): void } | undefined;
      let closed = false;
      const settle = (result: FirstScreenResult | null) => {
        if (closed) return;
        const data = result?.data;
        if (!data || result.errors?.length || [...wanted.keys()].some((k) => !(k in data))) {
          inner = forward(operation).subscribe(observer);
          return;
        }
        observer.next({ data: Object.fromEntries([...wanted.keys()].map((k) => [k, data[k]])) });
        observer.complete();
      };
      pending.then(settle, () => settle(null));
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  });
}
