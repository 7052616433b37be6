import { randomBytes } from 'node:crypto';

/** A fresh, well-formed anonymous visitor id. */
export const newVisitor = () => 'anon_' + randomBytes(15).toString('base64url');

export const asVisitor = (id: string, lang: 'zh' | 'en' = 'zh') => ({ 'x-visitor-id': id, 'accept-language': lang });
