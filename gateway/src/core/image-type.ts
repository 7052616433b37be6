/** SPEC: an optional screenshot image up to 2 MB. */
export const MAX_SCREENSHOT_BYTES = 2 * 1024 * 1024;

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/**
 * The image type from the file's first bytes, never from the client's mimetype or name. SVG is not
 * accepted: it can carry scripts.
 */
export function sniffImage(b: Uint8Array): ImageMime | null {
  const starts = (sig: number[], at = 0) => b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (b[4] === 0x37 || b[4] === 0x39) && b[5] === 0x61) return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
