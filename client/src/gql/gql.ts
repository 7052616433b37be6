/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query PopularApis($limit: Int!) {\n    apis(offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        name\n        nameEn\n        description\n        descriptionEn\n        icon\n        stars\n        status\n        isNew\n        isOriginal\n        updatedAt\n        category {\n          id\n          name\n          nameEn\n        }\n      }\n    }\n  }\n": typeof types.PopularApisDocument,
    "\n  subscription SystemMetrics {\n    systemMetrics {\n      cpu {\n        usage\n        coreCount\n        model\n        temperature\n      }\n      memory {\n        usage\n        used\n        total\n      }\n      network {\n        uploadSpeed\n        downloadSpeed\n        totalUpload\n        totalDownload\n      }\n      timestamp\n    }\n  }\n": typeof types.SystemMetricsDocument,
};
const documents: Documents = {
    "\n  query PopularApis($limit: Int!) {\n    apis(offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        name\n        nameEn\n        description\n        descriptionEn\n        icon\n        stars\n        status\n        isNew\n        isOriginal\n        updatedAt\n        category {\n          id\n          name\n          nameEn\n        }\n      }\n    }\n  }\n": types.PopularApisDocument,
    "\n  subscription SystemMetrics {\n    systemMetrics {\n      cpu {\n        usage\n        coreCount\n        model\n        temperature\n      }\n      memory {\n        usage\n        used\n        total\n      }\n      network {\n        uploadSpeed\n        downloadSpeed\n        totalUpload\n        totalDownload\n      }\n      timestamp\n    }\n  }\n": types.SystemMetricsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PopularApis($limit: Int!) {\n    apis(offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        name\n        nameEn\n        description\n        descriptionEn\n        icon\n        stars\n        status\n        isNew\n        isOriginal\n        updatedAt\n        category {\n          id\n          name\n          nameEn\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PopularApis($limit: Int!) {\n    apis(offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        name\n        nameEn\n        description\n        descriptionEn\n        icon\n        stars\n        status\n        isNew\n        isOriginal\n        updatedAt\n        category {\n          id\n          name\n          nameEn\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SystemMetrics {\n    systemMetrics {\n      cpu {\n        usage\n        coreCount\n        model\n        temperature\n      }\n      memory {\n        usage\n        used\n        total\n      }\n      network {\n        uploadSpeed\n        downloadSpeed\n        totalUpload\n        totalDownload\n      }\n      timestamp\n    }\n  }\n"): (typeof documents)["\n  subscription SystemMetrics {\n    systemMetrics {\n      cpu {\n        usage\n        coreCount\n        model\n        temperature\n      }\n      memory {\n        usage\n        used\n        total\n      }\n      network {\n        uploadSpeed\n        downloadSpeed\n        totalUpload\n        totalDownload\n      }\n      timestamp\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;