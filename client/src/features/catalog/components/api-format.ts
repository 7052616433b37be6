import type { ApiCardFieldsFragment } from '../../../gql/graphql';

export type ApiCardData = ApiCardFieldsFragment;

/** SPEC §4: 1 normal, 0 abnormal, 2 disabled, 3 updating, anything else unknown. */
export function statusKey(status: number): string {
  return [0, 1, 2, 3].includes(status) ? String(status) : 'unknown';
}

export const statusColor: Record<string, string> = {
  '1': 'green',
  '0': 'red',
  '2': 'gray',
  '3': 'orange',
  unknown: 'gray',
};

/** SPEC §2.5: REST, GraphQL, otherwise unknown. */
export function apiType(icon: string): 'rest' | 'graphql' | 'unknown' {
  const v = icon.trim().toLowerCase();
  return v === 'rest' ? 'rest' : v === 'graphql' ? 'graphql' : 'unknown';
}
