import { BuiltinInputError, type BuiltinHandler, num, okData, round, str } from './builtin-kit.js';

export const timestamp: BuiltinHandler = (ctx) => {
  const tz = str(ctx, 'tz', { fallback: 'Asia/Shanghai', max: 64 });
  const given =
    ctx.params.ts === undefined || ctx.params.ts === ''
      ? undefined
      : num(ctx, 'ts', { min: -1e14, max: 1e14 });
  // Above 10^11 a value can only be milliseconds (10^11 s is the year 5138).
  const ms =
    given === undefined ? Date.now() : Math.abs(given) >= 1e11 ? Math.trunc(given) : Math.trunc(given * 1000);
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) throw new BuiltinInputError('时间戳超出范围', 'Timestamp out of range');
  let local: string;
  try {
    local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(date);
  } catch {
    throw new BuiltinInputError(`未知时区 ${tz}`, `Unknown time zone ${tz}`);
  }
  return okData({ seconds: Math.floor(ms / 1000), milliseconds: ms, iso: date.toISOString(), local, tz });
};

type Dimension = 'length' | 'mass' | 'area' | 'data';
/** Factor to the dimension's base unit (metre, kilogram, square metre, byte). */
const UNITS: Record<string, [Dimension, number]> = {
  mm: ['length', 0.001],
  cm: ['length', 0.01],
  m: ['length', 1],
  km: ['length', 1000],
  in: ['length', 0.0254],
  ft: ['length', 0.3048],
  yd: ['length', 0.9144],
  mi: ['length', 1609.344],
  nmi: ['length', 1852],
  mg: ['mass', 1e-6],
  g: ['mass', 0.001],
  kg: ['mass', 1],
  t: ['mass', 1000],
  jin: ['mass', 0.5],
  oz: ['mass', 0.028349523125],
  lb: ['mass', 0.45359237],
  m2: ['area', 1],
  km2: ['area', 1e6],
  ha: ['area', 1e4],
  mu: ['area', 10000 / 15],
  acre: ['area', 4046.8564224],
  ft2: ['area', 0.09290304],
  bit: ['data', 0.125],
  b: ['data', 1],
  kb: ['data', 1e3],
  mb: ['data', 1e6],
  gb: ['data', 1e9],
  tb: ['data', 1e12],
  kib: ['data', 1024],
  mib: ['data', 1024 ** 2],
  gib: ['data', 1024 ** 3],
  tib: ['data', 1024 ** 4],
};
const TEMPERATURE = ['c', 'f', 'k'];

function toCelsius(v: number, u: string): number {
  return u === 'c' ? v : u === 'f' ? ((v - 32) * 5) / 9 : v - 273.15;
}
function fromCelsius(c: number, u: string): number {
  return u === 'c' ? c : u === 'f' ? (c * 9) / 5 + 32 : c + 273.15;
}

export const unit: BuiltinHandler = (ctx) => {
  const value = num(ctx, 'value', { required: true, min: -1e15, max: 1e15 });
  const fromRaw = str(ctx, 'from', { required: true, max: 8 }).trim();
  const toRaw = str(ctx, 'to', { required: true, max: 8 }).trim();
  const from = fromRaw.toLowerCase().replace('°', '');
  const to = toRaw.toLowerCase().replace('°', '');
  let result: number;
  if (TEMPERATURE.includes(from) && TEMPERATURE.includes(to)) {
    result = fromCelsius(toCelsius(value, from), to);
  } else {
    const a = UNITS[from];
    const b = UNITS[to];
    if (!a || !b) {
      const known = [...Object.keys(UNITS), 'C', 'F', 'K'].join(', ');
      throw new BuiltinInputError(`未知单位，可用：${known}`, `Unknown unit; known units: ${known}`);
    }
    if (a[0] !== b[0])
      throw new BuiltinInputError('两个单位不属于同一类量', 'The two units measure different things');
    result = (value * a[1]) / b[1];
  }
  return okData({ value, from: fromRaw, to: toRaw, result: round(result, 6) });
};

const DAY_MS = 86_400_000;

function parseDay(ctx: Parameters<BuiltinHandler>[0], name: string): number {
  const s = str(ctx, name, { required: true, max: 10 });
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  const t = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  if (!m || Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== s) {
    throw new BuiltinInputError(
      `${name} 必须是 YYYY-MM-DD 格式的日期`,
      `${name} must be a date as YYYY-MM-DD`,
    );
  }
  return t;
}

export const dateDiff: BuiltinHandler = (ctx) => {
  const from = parseDay(ctx, 'from');
  const to = parseDay(ctx, 'to');
  const sign = to >= from ? 1 : -1;
  const [start, end] = sign > 0 ? [from, to] : [to, from];
  const days = Math.round((end - start) / DAY_MS);
  // Working days in [start, end): whole weeks give 5 each, then the remaining days one by one.
  let workdays = Math.floor(days / 7) * 5;
  for (let i = 0, d = new Date(start).getUTCDay(); i < days % 7; i++, d = (d + 1) % 7)
    if (d !== 0 && d !== 6) workdays++;
  return okData({ days: sign * days, weeks: sign * Math.floor(days / 7), workdays: sign * workdays });
};

function parseColor(input: string): [number, number, number] | null {
  const s = input.trim().toLowerCase();
  let m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/.exec(s);
  if (m) {
    const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
  }
  m = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(s);
  if (m) {
    const rgb = [m[1], m[2], m[3]].map(Number) as [number, number, number];
    return rgb.every((v) => v <= 255) ? rgb : null;
  }
  m = /^hsl\(\s*(\d{1,3})\s*,\s*(\d{1,3})%\s*,\s*(\d{1,3})%\s*\)$/.exec(s);
  if (m) {
    const [h, sat, l] = [Number(m[1]) % 360, Number(m[2]) / 100, Number(m[3]) / 100];
    if (sat > 1 || l > 1) return null;
    const k = (n: number) => (n + h / 30) % 12;
    const a = sat * Math.min(l, 1 - l);
    const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
    return [f(0), f(8), f(4)].map((v) => Math.round(v * 255)) as [number, number, number];
  }
  return null;
}

function toHsl([r, g, b]: [number, number, number]): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, Math.round(l * 100)];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [Math.round(h * 60) % 360, Math.round(s * 100), Math.round(l * 100)];
}

/** WCAG relative luminance; the text colour with the higher contrast ratio wins. */
function contrastText([r, g, b]: [number, number, number]): string {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const lum = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  return 1.05 / (lum + 0.05) >= (lum + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

export const color: BuiltinHandler = (ctx) => {
  const input = str(ctx, 'color', { required: true, max: 64 });
  const rgb = parseColor(input);
  if (!rgb) {
    throw new BuiltinInputError(
      '无法识别的颜色，支持 #RGB、#RRGGBB、rgb() 与 hsl()',
      'Unrecognised colour; use #RGB, #RRGGBB, rgb() or hsl()',
    );
  }
  const [h, s, l] = toHsl(rgb);
  return okData({
    hex: '#' + rgb.map((v) => v.toString(16).padStart(2, '0')).join(''),
    rgb: `rgb(${rgb.join(', ')})`,
    hsl: `hsl(${h}, ${s}%, ${l}%)`,
    contrastText: contrastText(rgb),
  });
};
