import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Whether the field being resolved selects one of `names` directly (through inline fragments and named
 * fragments too, whatever their type condition: a superset is safe for what it is used for — reading
 * more, or following more cache tags).
 */
export function selectsField(info: GraphQLResolveInfo, names: readonly string[]): boolean {
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode | undefined): boolean =>
    !!set?.selections.some((s) => {
      if (s.kind === 'Field') return names.includes(s.name.value);
      if (s.kind === 'InlineFragment') return walk(s.selectionSet);
      if (seen.has(s.name.value)) return false;
      seen.add(s.name.value);
      return walk(info.fragments[s.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => walk(node.selectionSet));
}
