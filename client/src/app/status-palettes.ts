/** The keys a colour palette needs (`colorPalette="…"`: badges, buttons, steps, alerts). */
export const PALETTE_KEYS = [
  'solid',
  'contrast',
  'fg',
  'muted',
  'subtle',
  'emphasized',
  'focusRing',
] as const;
/** A palette named after what it means, drawn from one of Chakra's (each key is light/dark aware). */
export const paletteOf = (base: string) =>
  Object.fromEntries(PALETTE_KEYS.map((k) => [k, { value: `{colors.${base}.${k}}` }]));

/**
 * DESIGN's status colours, one place for every console screen: 已发布 green, 审核中 / 更新中 orange,
 * 审核失败 red, 已下架 / 已禁用 gray, 草稿 blue. Screens name the status (`colorPalette="published"`),
 * never the colour, so light and dark mode stay consistent.
 */
export const STATUS_PALETTES = {
  published: 'green',
  pending: 'orange',
  failed: 'red',
  offline: 'gray',
  draft: 'blue',
} as const;
export type StatusPalette = keyof typeof STATUS_PALETTES;

/** The theme's semantic colour tokens of the status palettes (spread into `semanticTokens.colors`). */
export const statusPaletteTokens = () =>
  Object.fromEntries(Object.entries(STATUS_PALETTES).map(([name, base]) => [name, paletteOf(base)]));
