import type { ParamLocation } from '@api-market/rules';
import type { TokenRule } from '../open-call/token-rule.rules.js';

/** One API as the agent-facing doors (MCP, llms.txt, the API catalogue) show it: never its upstream address. */
export interface AgentApi {
  id: number;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  note: string;
  noteEn: string;
  method: string;
  responseFormat: string;
  responseExample: string;
  category: { id: number; name: string; nameEn: string } | null;
  status: number;
  /** Who may call it: the stricter of the publish config's rule and the API's own `isneedtoken`. */
  tokenRule: TokenRule;
  parameters: AgentParam[];
  updatedAt: Date;
}

export interface AgentParam {
  name: string;
  type: string;
  required: boolean;
  note: string;
  noteEn: string;
  example: string;
  /** query, path, header, cookie or body (issue #29): where a caller sends it to the open call. */
  location: ParamLocation;
}

export interface AgentPlan {
  id: number;
  name: string;
  nameEn: string;
  dailyQuota: number | null;
  monthlyQuota: number | null;
  ratePerSecond: number | null;
  overage: string;
  needsApproval: boolean;
  isDefault: boolean;
  quotaText: string;
  quotaTextEn: string;
}

/** Where the agent-facing documents point: the origin callers reach (PUBLIC_BASE_URL, else the request's). */
export interface Links {
  origin: string;
}

export const openCallUrl = (links: Links, id: number) => `${links.origin}/api/open/api/${id}`;
/**
 * Each API's OpenAPI 3.1 document as callers see it (the export route of issue #29 answers it to everyone but the
 * API's creator and administrators; the MCP resource `api-market://apis/{id}/openapi.json` serves the same).
 */
export const openApiUrl = (links: Links, id: number) => `${links.origin}/api/apis/${id}/openapi.json`;
/** Each API's reference for readers and agents, as Markdown. */
export const docUrl = (links: Links, id: number) => `${links.origin}/discovery/apis/${id}/readme.md`;
/** The API's page in the app (hash route). */
export const pageUrl = (links: Links, id: number) => `${links.origin}/#/api/details/${id}`;
export const resourceUri = (id: number) => `api-market://apis/${id}/openapi.json`;
