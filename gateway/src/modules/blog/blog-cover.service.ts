import { BLOG_COVER_MAX_BYTES, BLOG_COVER_PRESETS } from '@api-market/rules';
import type { DataSource } from 'typeorm';
import { badInput, notFound } from '../../core/errors.js';
import { type ImageMime, sniffImage } from '../../core/image-type.js';
import { authorize, type Actor } from '../../core/policy.js';
import { blogPolicy } from './blog.policy.js';
import { declaredWrite } from '../../core/request-writes.js';
import { blogCache } from './blog.cache.js';
import { z } from 'zod';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';

const UPLOAD = /^upload:(\d{1,9})$/;

const idRow = z.object({ id: z.number() });
const storeCommand = command<[mime: ImageMime, bytes: Buffer, createdBy: number], typeof idRow>(
  'blog.cover-store',
  `INSERT INTO blog_cover (mime, bytes, created_by) VALUES ($1, $2, $3) RETURNING id`,
  idRow,
);
const imageRow = z.object({
  mime: z.enum(['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const satisfies readonly ImageMime[]),
  bytes: z.instanceof(Buffer),
});
const imageStatement = statement<[id: number], typeof imageRow>('blog.cover-image', `SELECT mime, bytes FROM blog_cover WHERE id = $1`, imageRow);
const existsRow = z.object({ id: z.number() });
const existsStatement = statement<[id: number], typeof existsRow>('blog.cover-exists', `SELECT id FROM blog_cover WHERE id = $1`, existsRow);

/**
 * Blog covers (issue #34.10): a drawn cover chosen from BLOG_COVER_PRESETS, or an image an administrator
 * uploads — recognised by its first bytes as PNG, JPEG, GIF or WebP (never by its name or declared type;
 * SVG is refused, it can carry scripts), at most BLOG_COVER_MAX_BYTES — kept in the database and served
 * at GET /api/blog/covers/{id}.
 */
export class BlogCoverService {
  private readonly sql: Sql;

  constructor(ds: DataSource) {
    this.sql = sqlOn(ds);
  }

  /** Stores an uploaded cover given as base64; answers the value a post names it by (`upload:<id>`). */
  async upload(actor: Actor, base64: string): Promise<string> {
    const admin = authorize(actor, blogPolicy.write);
    const body = base64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
    if (!body || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) throw badInput('封面必须是 base64 编码的图片', 'The cover must be a base64-encoded image');
    if ((body.length * 3) / 4 > BLOG_COVER_MAX_BYTES + 3) throw tooLarge();
    const bytes = Buffer.from(body, 'base64');
    if (bytes.length > BLOG_COVER_MAX_BYTES) throw tooLarge();
    const mime = sniffImage(bytes);
    if (!mime) throw badInput('封面只能是 PNG、JPEG、GIF 或 WebP 图片', 'The cover must be a PNG, JPEG, GIF or WebP image');
    const { rows } = await declaredWrite(blogCache.writes.cover(), () => this.sql.run(storeCommand, [mime, bytes, admin.id]));
    return `upload:${rows[0]!.id}`;
  }

  /** The image of an uploaded cover, for everyone (covers are shown on public pages). */
  async image(id: number): Promise<{ mime: ImageMime; bytes: Buffer }> {
    const row = await this.sql.first(imageStatement, [id]);
    if (!row) throw notFound('封面不存在', 'Cover not found');
    return row;
  }

  /** A post's cover as sent: '' (none), a known preset, or an upload that exists; anything else is a clear 400. */
  async check(value: unknown): Promise<string> {
    if (value === undefined || value === null || value === '') return '';
    if (typeof value !== 'string') throw badCover();
    const preset = /^preset:([a-z]+)$/.exec(value)?.[1];
    if (preset !== undefined) {
      if (!(BLOG_COVER_PRESETS as readonly string[]).includes(preset)) throw badCover();
      return value;
    }
    const id = UPLOAD.exec(value)?.[1];
    if (id === undefined) throw badCover();
    if (!(await this.sql.first(existsStatement, [Number(id)]))) throw badInput('封面图片不存在，请重新上传', 'The cover image does not exist; upload it again');
    return value;
  }
}

const tooLarge = () =>
  badInput(`封面图片不能超过 ${BLOG_COVER_MAX_BYTES / 1024} KB`, `The cover image cannot exceed ${BLOG_COVER_MAX_BYTES / 1024} KB`);
const badCover = () =>
  badInput(
    `封面只能是 ${BLOG_COVER_PRESETS.map((p) => `preset:${p}`).join('、')} 或上传的图片（upload:<id>）`,
    `The cover must be one of ${BLOG_COVER_PRESETS.map((p) => `preset:${p}`).join(', ')} or an uploaded image (upload:<id>)`,
  );
