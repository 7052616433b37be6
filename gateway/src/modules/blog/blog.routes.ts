import type { FastifyInstance } from 'fastify';
import { idParams } from '../../core/envelope.js';
import { doc } from '../../core/json-schema.js';
import type { BlogCoverService } from './blog-cover.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { blogCovers: BlogCoverService };

/** The blog's one REST operation: an uploaded cover's image (posts themselves are read over GraphQL). */
export async function blogRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { blogCovers } = opts.services;
  app.get(
    '/api/blog/covers/:id',
    {
      schema: {
        ...doc('Blog cover image · 博客封面', 'An uploaded cover of a blog post (PNG, JPEG, GIF or WebP); public, cacheable.'),
        params: idParams,
        'x-responses': {
          200: { description: 'The cover image.', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } },
        },
      },
    },
    async (req, reply) => {
      const { id } = req.params as { id: string };
      const cover = await blogCovers.image(Number(id));
      // Never sniffed into anything else, never a script; an upload is never changed, only replaced.
      return reply
        .header('content-type', cover.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(cover.bytes);
    },
  );
}
