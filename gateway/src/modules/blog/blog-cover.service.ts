import { BLOG_COVER_MAX_BYTES, BLOG_COVER_PRESETS } from '@api-market/rules';
import type { DataSource } from 'typeorm';
import { badInput, notFound } from '../../core/errors.js';
import { type ImageMime, sniffImage } from '../../core/image-type.js';
import { authorize, type Actor } from '../../core/policy.js';
import { blogPolicy } from './blog.policy.js';

const UPLOAD = /^upload:(\d{1,9})$/;

/**
 * Blog covers (issue #34.10): a drawn cover chosen from BLOG_COVER_PRESETS, or an image an administrator
 * uploads — recognised by its first bytes as PNG, JPEG, GIF or WebP (never by its name or declared type;
 * SVG is refused, it can carry scripts), at most BLOG_COVER_MAX_BYTES — kept in the database and served
 * at GET /api/blog/covers/{id}.
 */
export class BlogCoverService {
  constructor(private readonly ds: DataSource) {}

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
    const rows: Array<{ id: number }> = await this.ds.query(
      `INSERT INTO blog_cover (mime, bytes, created_by) VALUES ($1, $2, $3) RETURNING id`,
      [mime, bytes, admin.id],
    );
    return `upload:${rows[0]!.id}`;
  }

  /** The image of an uploaded cover, for everyone (covers are shown on public pages). */
  async image(id: number): Promise<{ mime: ImageMime; bytes: Buffer }> {
    const rows: Array<{ mime: ImageMime; bytes: Buffer }> = await this.ds.query(`SELECT mime, bytes FROM blog_cover WHERE id = $1`, [id]);
    if (!rows[0]) throw notFound('封面不存在', 'Cover not found');
    return rows[0];
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
    const rows: unknown[] = await this.ds.query(`SELECT 1 FROM blog_cover WHERE id = $1`, [Number(id)]);
    if (!rows.length) throw badInput('封面图片不存在，请重新上传', 'The cover image does not exist; upload it again');
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
