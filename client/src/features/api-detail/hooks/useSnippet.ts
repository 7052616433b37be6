import { useEffect, useState } from 'react';
import type { OpenRequest } from '../lib/open-request';
import { generateSnippet, type SnippetLanguage } from '../lib/snippets';

interface Generated {
  language: SnippetLanguage;
  code: string | null;
  error: Error | null;
}

/** The sample for one language, regenerated (after a short pause in typing) whenever the request changes. */
export function useSnippet(
  language: SnippetLanguage,
  request: OpenRequest,
): { code: string | null; error: Error | null } {
  const [state, setState] = useState<Generated | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      generateSnippet(language, request).then(
        (code) => live && setState({ language, code, error: null }),
        (e: unknown) =>
          live && setState({ language, code: null, error: e instanceof Error ? e : new Error(String(e)) }),
      );
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [language, request]);
  // A sample of the previous language is never shown under the new tab.
  return state?.language === language ? state : { code: null, error: null };
}
