const CJK = /[\u3400-\u9fff\uf900-\ufaff]/u;

/**
 * What an avatar without an image shows: for a Chinese name its last two characters (the given name,
 * as Chinese workplace apps do), otherwise the initials of the first two words, upper-cased.
 */
export function initials(name: string): string {
  const text = name.trim();
  if (!text) return '?';
  const chars = Array.from(text);
  if (CJK.test(chars[0]!)) return chars.slice(-2).join('');
  const words = text.split(/[\s._-]+/u).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[1]![0]] : Array.from(words[0] ?? text).slice(0, 2);
  return letters.join('').toUpperCase();
}

const PALETTES = ['blue', 'purple', 'teal', 'orange', 'pink', 'cyan', 'green', 'red'];

/** A stable colour per person (the same name always gets the same one). */
export function avatarPalette(seed: string): string {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return PALETTES[h % PALETTES.length]!;
}
