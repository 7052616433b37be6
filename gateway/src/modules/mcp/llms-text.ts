import { TOKEN_RULE_LABELS } from '../open-call/token-rule.rules.js';
import type { AgentApi } from './agent-catalog.types.js';
import { docUrl, type Links, openApiUrl, openCallUrl } from './agent-catalog.types.js';

/** One line of Markdown text: no line breaks, no table pipes. */
const inline = (s: string) => s.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

/**
 * A creator's name as the text of a Markdown link: brackets and backslashes escaped, so a name such as
 * `天气](https://elsewhere/x) [` cannot close the link early and put another address where agents read
 * the API's own.
 */
const linkText = (s: string) => inline(s.replace(/[\\[\]]/g, '\\$&'));

const HEADER = (links: Links) => [
  '# 开放 API 市场 · API Market',
  '',
  '> 一个中英双语的开放 API 市场：按需搜索接口、阅读契约、用 API Key 调用。A bilingual open-API marketplace: find an API, read its contract, call it with an API key.',
  '',
  `- MCP server (Streamable HTTP): ${links.origin}/mcp — tools search_apis, describe_api, call_api, get_code_sample; header X-API-Key`,
  `- API catalogue (RFC 9727): ${links.origin}/.well-known/api-catalog`,
  `- Platform OpenAPI document: ${links.origin}/api/openapi.json`,
  `- 全部接口的完整说明 / every API in full: ${links.origin}/llms-full.txt`,
  '',
];

/** `/llms.txt` (llmstxt.org): who we are, how agents connect, and one line per published API, in zh and en. */
export function llmsIndex(apis: readonly AgentApi[], links: Links): string {
  const lines = [...HEADER(links), '## 接口 · APIs', ''];
  for (const a of apis) {
    const title = a.nameEn ? `${a.name} · ${a.nameEn}` : a.name;
    const about = [a.description, a.descriptionEn].filter(Boolean).map(inline).join(' / ');
    lines.push(`- [${linkText(title)}](${docUrl(links, a.id)}): ${about || '—'}`);
  }
  if (!apis.length) lines.push('- 目前没有已发布的接口 · No published API yet');
  lines.push('', '## Optional', '', `- [OpenAPI documents](${links.origin}/.well-known/api-catalog): one per API, listed in the API catalogue`, '');
  return lines.join('\n');
}

/** One API's reference as Markdown (its `.md` page, and a section of `/llms-full.txt`). */
export function apiMarkdown(a: AgentApi, links: Links, depth = 1): string {
  const h = '#'.repeat(depth);
  const rule = TOKEN_RULE_LABELS[a.tokenRule];
  const lines = [
    `${h} ${inline(a.name)}${a.nameEn ? ` · ${inline(a.nameEn)}` : ''}`,
    '',
    ...(a.description ? [a.description.trim(), ''] : []),
    ...(a.descriptionEn ? [a.descriptionEn.trim(), ''] : []),
    `- 编号 / id: ${a.id}`,
    `- 调用 / call: \`${a.method.toUpperCase()} ${openCallUrl(links, a.id)}\``,
    `- 分类 / category: ${a.category ? inline(`${a.category.name} · ${a.category.nameEn}`) : '—'}`,
    `- 鉴权 / auth: ${rule.zh} / ${rule.en}${a.tokenRule === 'none' ? '' : ' (header X-API-Key)'}`,
    `- 返回格式 / format: ${a.responseFormat}`,
    `- OpenAPI: ${openApiUrl(links, a.id)}`,
    '',
  ];
  if (a.parameters.length) {
    lines.push(`${h}# 参数 · Parameters`, '', '| name | type | required | 说明 / note | example |', '|---|---|---|---|---|');
    for (const p of a.parameters)
      lines.push(
        `| ${inline(p.name)} | ${inline(p.type)} | ${p.required ? 'yes' : 'no'} | ${inline([p.note, p.noteEn].filter(Boolean).join(' / ')) || '—'} | ${inline(p.example) || '—'} |`,
      );
    lines.push('');
  }
  const note = [a.note, a.noteEn].filter(Boolean).map((s) => s.trim());
  if (note.length) lines.push(`${h}# 备注 · Notes`, '', ...note, '');
  if (a.responseExample.trim()) {
    lines.push(`${h}# 返回示例 · Sample answer`, '', '```' + (a.responseFormat.toUpperCase() === 'JSON' ? 'json' : ''));
    lines.push(a.responseExample.trim().replace(/```/g, '` ` `'), '```', '');
  }
  return lines.join('\n');
}

/** `/llms-full.txt`: the header and every published API's reference in full. */
export function llmsFull(apis: readonly AgentApi[], links: Links): string {
  return [...HEADER(links), ...apis.map((a) => apiMarkdown(a, links, 2))].join('\n');
}
