import { defineFeature } from '../../core/feature.js';
import { discoveryRoutes } from './discovery.routes.js';
import { mcpRoutes } from './mcp.routes.js';

/**
 * The catalogue for agents (issue #32): the MCP server at /mcp (search_apis, describe_api, call_api,
 * get_code_sample, each published API's OpenAPI as a resource) and discovery for machines
 * (/.well-known/api-catalog, /llms.txt, /llms-full.txt).
 */
export const mcpFeature = defineFeature({
  name: 'mcp',
  routes: [mcpRoutes, discoveryRoutes],
  resolvers: [],
});
