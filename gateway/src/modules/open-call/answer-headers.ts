import type { FastifyReply } from 'fastify';

/** Content types a browser would render and run as a document: served only as a download. */
const ACTIVE = /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml|[a-z]+\/[\w.+-]*\+xml|application\/pdf|text\/xsl|multipart\/x-mixed-replace)\b/i;

/**
 * An open call's answer is a third party's bytes served from our origin: it must never run as the
 * platform. It is sandboxed (no script, no same-origin access to the token in localStorage), never
 * sniffed, and a document type (HTML, SVG, XML, PDF) is a download. Set instead of helmet's headers.
 */
export function sandboxOpenCallAnswer(reply: FastifyReply, contentType: string): void {
  reply.header('content-security-policy', "sandbox; default-src 'none'; frame-ancestors 'none'");
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'no-referrer');
  if (ACTIVE.test(contentType.trim())) reply.header('content-disposition', 'attachment');
}
