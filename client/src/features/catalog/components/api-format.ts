import type { ApiCardFieldsFragment } from '../../../gql/graphql';

export type ApiCardData = ApiCardFieldsFragment;

/** SPEC §4 on public pages (@api-market/rules): 1 normal, 0 unlisted, 2 disabled, 3 updating, else unknown. */
export { publicStatusKey as statusKey, cardStatusKey } from '@api-market/rules';

/** SPEC §2.5: REST, GraphQL, otherwise unknown. */
export function apiType(icon: string): 'rest' | 'graphql' | 'unknown' {
  const v = icon.trim().toLowerCase();
  return v === 'rest' ? 'rest' : v === 'graphql' ? 'graphql' : 'unknown';
}
