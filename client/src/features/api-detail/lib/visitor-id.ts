import { VISITOR_ID_PATTERN } from '@api-market/rules';
/** localStorage key of the visitor's anonymous id (comments, replies and likes without an account). */
export const VISITOR_ID_KEY = 'visitorId';

const PATTERN = VISITOR_ID_PATTERN;

function fresh(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  // base64url of 18 bytes: 24 URL-safe characters.
  const b64 = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `anon_${b64}`;
}

/** The gateway's visitor-id format (`anon_` + 16–32 URL-safe characters), made once and kept. */
export function getVisitorId(): string {
  try {
    const stored = localStorage.getItem(VISITOR_ID_KEY);
    if (stored && PATTERN.test(stored)) return stored;
    const id = fresh();
    localStorage.setItem(VISITOR_ID_KEY, id);
    return id;
  } catch {
    return fresh();
  }
}

/** Apollo operation context that identifies the visitor (`X-Visitor-Id`, read by the community module). */
export function visitorContext(): { headers: Record<string, string> } {
  return { headers: { 'x-visitor-id': getVisitorId() } };
}
