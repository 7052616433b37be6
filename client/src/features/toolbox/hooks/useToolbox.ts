import { useQuery } from '@apollo/client/react';
import { ToolboxToolsQuery, ToolCatalogQuery, ToolParamsQuery } from '../graphql/toolbox';

// The toolbox's reads (components never call Apollo themselves).

/** The built-in tools. */
export const useToolboxTools = () => useQuery(ToolboxToolsQuery);

/** The APIs the free tester can call. */
export const useToolCatalog = () => useQuery(ToolCatalogQuery);

/** The parameters of one API for the free tester. */
export const useToolParams = (id: number) => useQuery(ToolParamsQuery, { variables: { id } });
