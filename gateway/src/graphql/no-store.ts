import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';

/**
 * Apollo's cache-control plugin, which the server installs unless told otherwise, computes a cache
 * policy from `@cacheControl` hints — the schema has none, so every answer was `cache-control: no-store`
 * — and to do so wraps EVERY field resolver of the schema in a per-field hook (`willResolveField`):
 * a promise watched per field and per list, a fair share of an uncached home first screen's CPU
 * (issue #35). These plugins turn it off and send the same header it sent.
 */
export function noStorePlugins(): Array<ApolloServerPlugin<BaseContext>> {
  return [
    ApolloServerPluginCacheControlDisabled(),
    {
      async requestDidStart() {
        return {
          async willSendResponse({ response }) {
            if (!response.http.headers.has('cache-control')) response.http.headers.set('cache-control', 'no-store');
          },
        };
      },
    },
  ];
}
