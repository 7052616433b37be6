import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Whether the field being resolved selects one of `names` directly (through inline fragments and named
 * fragments too, whatever their type condition: a superset is safe for what it is used for — reading
 * more, or following more cache tags). `under`: the fields selected below the field path `under` instead
 * (`['items']`: what a page's items select).
 */
export function selectsField(info: GraphQLResolveInfo, names: readonly string[], under: readonly string[] = []): boolean {
  const walk = (set: SelectionSetNode | undefined, path: readonly string[], seen: Set<string>): boolean =>
    !!set?.selections.some((s) => {
      if (s.kind === 'Field') {
        if (!path.length) return names.includes(s.name.value);
        return s.name.value === path[0] && walk(s.selectionSet, path.slice(1), new Set());
      }
      if (s.kind === 'InlineFragment') return walk(s.selectionSet, path, seen);
      if (seen.has(s.name.value)) return false;
      seen.add(s.name.value);
      return walk(info.fragments[s.name.value]?.selectionSet, path, seen);
    });
  return info.fieldNodes.some((node) => walk(node.selectionSet, under, new Set()));
}
