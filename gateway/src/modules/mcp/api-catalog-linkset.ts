import type { AgentApi } from './agent-catalog.types.js';
import { docUrl, type Links, openApiUrl, openCallUrl, pageUrl } from './agent-catalog.types.js';

/** RFC 9727 §5: the media type of the API catalogue, with its profile. */
export const LINKSET_TYPE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';
export const API_CATALOG_PATH = '/.well-known/api-catalog';

interface Target {
  href: string;
  type?: string;
  title?: string;
  'title*'?: Array<{ value: string; language: string }>;
}

/**
 * `/.well-known/api-catalog` (RFC 9727, a linkset of RFC 9264): the catalogue itself with an `item` per
 * published API, then one context per API (its open call address) with its OpenAPI document
 * (`service-desc`) and its documentation (`service-doc`: Markdown for agents, the app's page for people).
 */
export function apiCatalogLinkset(apis: readonly AgentApi[], links: Links): { linkset: Array<Record<string, unknown>> } {
  const titled = (a: AgentApi): Pick<Target, 'title' | 'title*'> => ({
    title: a.nameEn || a.name,
    'title*': [
      { value: a.name, language: 'zh' },
      ...(a.nameEn ? [{ value: a.nameEn, language: 'en' }] : []),
    ],
  });
  return {
    linkset: [
      {
        anchor: `${links.origin}${API_CATALOG_PATH}`,
        item: apis.map((a): Target => ({ href: docUrl(links, a.id), type: 'text/markdown', ...titled(a) })),
        'service-desc': [{ href: `${links.origin}/api/openapi.json`, type: 'application/vnd.oai.openapi+json;version=3.1' }],
        'service-doc': [{ href: `${links.origin}/llms.txt`, type: 'text/plain' }],
      },
      ...apis.map((a) => ({
        anchor: openCallUrl(links, a.id),
        'service-desc': [{ href: openApiUrl(links, a.id), type: 'application/vnd.oai.openapi+json;version=3.1', ...titled(a) }],
        'service-doc': [
          { href: docUrl(links, a.id), type: 'text/markdown', ...titled(a) },
          { href: pageUrl(links, a.id), type: 'text/html', ...titled(a) },
        ],
      })),
    ],
  };
}
