import type { AssistantAnswerQuery } from '../../../gql/graphql';
import {
  openAddress,
  SNIPPET_LABELS,
  SNIPPET_LANGUAGES,
  type OpenRequest,
  type SnippetLanguage,
} from '../../api-detail';

export type Pick = AssistantAnswerQuery['assistantAnswer']['picks'][number];

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

/** The detail page with its tester filled from the question (`?p.<name>=<value>`, read by the tester). */
export function tryItPath(pick: Pick): string {
  const query = new URLSearchParams();
  for (const p of pick.params) if (p.suggested !== null) query.set(`p.${p.name}`, p.suggested);
  const qs = query.toString();
  return `/api/details/${pick.apiId}${qs ? `?${qs}` : ''}`;
}

/** The call a code sample shows: the question's values, else each parameter's example. */
export function requestOf(pick: Pick, baseUrl: string): OpenRequest {
  const method = (METHODS as readonly string[]).includes(pick.requestMethod.toUpperCase())
    ? (pick.requestMethod.toUpperCase() as OpenRequest['method'])
    : 'GET';
  return {
    method,
    url: openAddress(baseUrl, pick.apiId),
    params: pick.params
      .map((p) => ({ name: p.name, value: p.suggested ?? p.example }))
      .filter((p) => p.value !== ''),
    needsKey: pick.needToken,
  };
}

const STORED = 'apimarket.assistant.language';

/** A language the question names ("用 Python 调…", "in Go"), else the one chosen last time, else cURL. */
export function preferredLanguage(question: string): SnippetLanguage {
  const q = question.toLowerCase();
  const named: Array<[RegExp, SnippetLanguage]> = [
    [/python/, 'python'],
    [/java(?!script)/, 'java'],
    [/node|javascript|\bjs\b/, 'node'],
    [/\bphp\b/, 'php'],
    [/\bgo(lang)?\b/, 'go'],
    [/c#|csharp|\.net/, 'csharp'],
    [/kotlin/, 'kotlin'],
    [/swift/, 'swift'],
    [/ruby/, 'ruby'],
    [/rust/, 'rust'],
    [/小程序|wechat/, 'wechat'],
    [/curl/, 'curl'],
  ];
  const hit = named.find(([re]) => re.test(q));
  if (hit) return hit[1];
  const stored = readStored();
  return stored && (SNIPPET_LANGUAGES as readonly string[]).includes(stored)
    ? (stored as SnippetLanguage)
    : 'curl';
}

export function rememberLanguage(language: SnippetLanguage): void {
  try {
    localStorage.setItem(STORED, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORED);
  } catch {
    return null;
  }
}

export { SNIPPET_LABELS, SNIPPET_LANGUAGES, type SnippetLanguage };
