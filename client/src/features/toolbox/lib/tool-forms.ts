/** The form of each built-in tool: its fields and their starting values (labels are i18n keys). */
export type FieldKind = 'text' | 'textarea' | 'number' | 'select' | 'bool' | 'date';

export interface ToolField {
  name: string;
  kind: FieldKind;
  initial: string;
  options?: readonly string[];
  required?: boolean;
}

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export const TOOL_FORMS: Record<string, ToolField[]> = {
  quote: [{ name: 'type', kind: 'select', initial: 'poem', options: ['poem', 'saying', 'anime'] }],
  uuid: [{ name: 'count', kind: 'number', initial: '3' }],
  ip: [],
  timestamp: [
    { name: 'ts', kind: 'number', initial: '' },
    { name: 'tz', kind: 'text', initial: 'Asia/Shanghai' },
  ],
  base64: [
    { name: 'text', kind: 'textarea', initial: '你好，API Market', required: true },
    { name: 'mode', kind: 'select', initial: 'encode', options: ['encode', 'decode'] },
    { name: 'urlSafe', kind: 'bool', initial: 'false' },
  ],
  hash: [
    { name: 'text', kind: 'textarea', initial: 'hello', required: true },
    { name: 'algorithm', kind: 'select', initial: 'sha256', options: ['md5', 'sha1', 'sha256', 'sha512'] },
  ],
  password: [
    { name: 'length', kind: 'number', initial: '16' },
    { name: 'symbols', kind: 'bool', initial: 'true' },
  ],
  qrcode: [
    { name: 'text', kind: 'text', initial: 'https://example.com', required: true },
    { name: 'level', kind: 'select', initial: 'M', options: ['L', 'M', 'Q', 'H'] },
  ],
  pinyin: [
    { name: 'text', kind: 'text', initial: '开放接口市场', required: true },
    { name: 'tone', kind: 'select', initial: 'symbol', options: ['symbol', 'num', 'none'] },
  ],
  unit: [
    { name: 'value', kind: 'number', initial: '10', required: true },
    { name: 'from', kind: 'text', initial: 'km', required: true },
    { name: 'to', kind: 'text', initial: 'mi', required: true },
  ],
  'json-format': [
    {
      name: 'json',
      kind: 'textarea',
      initial: '{"name":"API Market","tags":["open","api"]}',
      required: true,
    },
    { name: 'indent', kind: 'number', initial: '2' },
  ],
  'word-count': [
    { name: 'text', kind: 'textarea', initial: '开放 API 市场 makes APIs easy to find.', required: true },
  ],
  color: [{ name: 'color', kind: 'text', initial: '#3182ce', required: true }],
  'user-agent': [{ name: 'ua', kind: 'text', initial: '' }],
  'date-diff': [
    { name: 'from', kind: 'date', initial: today(), required: true },
    { name: 'to', kind: 'date', initial: inDays(30), required: true },
  ],
  'http-status': [{ name: 'code', kind: 'number', initial: '404', required: true }],
};

/** Built-ins the toolbox knows how to present, in the order it shows them. */
export const TOOL_ORDER = Object.keys(TOOL_FORMS);
