/** The answer body pretty-printed when it is JSON (as-is otherwise), and its `data` when it has one. */
export function prettyJson(body: string): { text: string; data: Record<string, unknown> | null } {
  try {
    const parsed: unknown = JSON.parse(body);
    const data =
      parsed &&
      typeof parsed === 'object' &&
      'data' in parsed &&
      parsed.data &&
      typeof parsed.data === 'object'
        ? (parsed.data as Record<string, unknown>)
        : null;
    return { text: JSON.stringify(parsed, null, 2), data };
  } catch {
    return { text: body, data: null };
  }
}
