import { useQuery } from '@apollo/client/react';
import { BASE_URL_KEY } from '../../../app/session';
import { PublicBaseUrlQuery } from '../../device';

function stored(): string | null {
  try {
    return localStorage.getItem(BASE_URL_KEY);
  } catch {
    return null;
  }
}

/**
 * The open-call base (SPEC §7): localStorage `baseUrl` (stored at start-up from the gateway's
 * `publicBaseUrl`), else the same query, else the page's own origin, which serves open calls too.
 */
export function useBaseUrl(): string {
  const { data } = useQuery(PublicBaseUrlQuery, { skip: stored() !== null });
  return stored() ?? data?.publicBaseUrl ?? location.origin;
}
