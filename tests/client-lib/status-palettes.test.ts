import { describe, expect, it } from 'vitest';
import { PALETTE_KEYS, STATUS_PALETTES, statusPaletteTokens } from '../../client/src/app/status-palettes.js';
import { STATUS_PALETTE, statusKey } from '../../client/src/features/creator/lib/status.js';

/**
 * The console's status colours are theme tokens (app/status-palettes.ts, spread into app/theme.ts): a
 * screen names the status (`colorPalette="published"`), the theme decides the colour. Each key refers
 * to the same key of one of Chakra's palettes, whose tokens have a light and a dark value.
 */
const CHAKRA_PALETTES = [
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'cyan',
  'purple',
  'pink',
];

describe('status palettes', () => {
  it('defines every key a colour palette needs, each from the same key of a Chakra palette', () => {
    const tokens = statusPaletteTokens();
    expect(Object.keys(tokens).sort()).toEqual(['draft', 'failed', 'offline', 'pending', 'published']);
    for (const [name, base] of Object.entries(STATUS_PALETTES)) {
      expect(CHAKRA_PALETTES).toContain(base);
      expect(tokens[name]).toEqual(
        Object.fromEntries(PALETTE_KEYS.map((k) => [k, { value: `{colors.${base}.${k}}` }])),
      );
    }
    expect(STATUS_PALETTES).toMatchObject({
      published: 'green',
      pending: 'orange',
      failed: 'red',
      draft: 'blue',
    });
  });

  it('gives each SPEC §4 status of the creator’s list a palette the theme defines', () => {
    const tokens = statusPaletteTokens();
    const cases: Array<[number, boolean, string]> = [
      [1, false, 'published'],
      [0, false, 'offline'],
      [-1, false, 'draft'],
      [-2, false, 'draft'],
      [-1, true, 'pending'],
      [-3, false, 'failed'],
      [7, false, 'offline'],
    ];
    for (const [status, pending, palette] of cases) {
      expect(STATUS_PALETTE[statusKey(status, pending)], `${status}`).toBe(palette);
      expect(tokens[palette], palette).toBeDefined();
    }
  });
});
