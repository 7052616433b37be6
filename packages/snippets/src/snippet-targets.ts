import { addTarget, type Request, type TargetId } from 'httpsnippet-lite';
import { SAMPLE_TIMEOUT_SECONDS } from './snippet-timeout.js';

/**
 * Targets httpsnippet-lite 3 does not ship, written as its own library-style targets (addTarget):
 * Rust (reqwest), Dart (http) and the mini-program runtimes Chinese callers need — WeChat's
 * wx.request and uni-app's uni.request. They read the same HAR request as the built-in targets.
 */
type Target = Parameters<typeof addTarget>[0];
type Req = Request;

const headersOf = (r: Req) => Object.entries(r.allHeaders).map(([k, v]) => [k, String(v)] as const);
const bodyText = (r: Req) => r.postData?.text ?? null;
/** A client's sample as lines (joined with newlines), given the request and its body text (null without one). */
type Lines = (r: Req, body: string | null) => string[];

/** A quoted literal: backslashes, the quote and `also` escaped with a backslash; control characters as \u{…}. */
function quoted(quote: '"' | "'", also = ''): (s: string) => string {
  const special = new RegExp(`[\\\\${quote}${also}]`, 'g');
  return (s) =>
    `${quote}${s
      .replace(special, (c) => `\\${c}`)
      // eslint-disable-next-line no-control-regex -- control characters are what must be escaped
      .replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u{${c.charCodeAt(0).toString(16)}}`)}${quote}`;
}

/** A Rust string literal. */
const rustString = quoted('"');
/** A Dart single-quoted literal: also `$`, which would start an interpolation. */
const dartString = quoted("'", '$');

const reqwest: Lines = (r, body) => [
  '// Cargo.toml: reqwest = { version = "0.12", features = ["blocking"] }',
  'use std::time::Duration;',
  '',
  'fn main() -> Result<(), Box<dyn std::error::Error>> {',
  '    let client = reqwest::blocking::Client::builder()',
  `        .timeout(Duration::from_secs(${SAMPLE_TIMEOUT_SECONDS}))`,
  '        .build()?;',
  '    let response = client',
  `        .request(reqwest::Method::${r.method.toUpperCase()}, ${rustString(r.fullUrl)})`,
  ...headersOf(r).map(([k, v]) => `        .header(${rustString(k)}, ${rustString(v)})`),
  ...(body !== null ? [`        .body(${rustString(body)})`] : []),
  '        .send()?;',
  '    println!("{} {}", response.status(), response.text()?);',
  '    Ok(())',
  '}',
  '',
];

const dartHttp: Lines = (r, body) => [
  '// pubspec.yaml: http: ^1.2.0',
  "import 'package:http/http.dart' as http;",
  '',
  'Future<void> main() async {',
  `  final request = http.Request(${dartString(r.method.toUpperCase())}, Uri.parse(${dartString(r.fullUrl)}));`,
  ...headersOf(r).map(([k, v]) => `  request.headers[${dartString(k)}] = ${dartString(v)};`),
  ...(body !== null ? [`  request.body = ${dartString(body)};`] : []),
  `  final streamed = await request.send().timeout(const Duration(seconds: ${SAMPLE_TIMEOUT_SECONDS}));`,
  '  final response = await http.Response.fromStream(streamed);',
  "  print('${response.statusCode} ${response.body}');",
  '}',
  '',
];

/** wx.request and uni.request take the same options: url, method, header, data, timeout (ms). */
function miniProgram(api: 'wx' | 'uni'): Lines {
  return (r, body) => {
    const header = Object.fromEntries(headersOf(r));
    const data = r.postData?.jsonObj ?? (body !== null ? body : undefined);
    const lines = [
      `${api}.request({`,
      `  url: ${JSON.stringify(r.fullUrl)},`,
      `  method: ${JSON.stringify(r.method.toUpperCase())},`,
      `  header: ${JSON.stringify(header, null, 2).replace(/\n/g, '\n  ')},`,
      ...(data !== undefined && r.method.toUpperCase() !== 'GET'
        ? [`  data: ${JSON.stringify(data, null, 2).replace(/\n/g, '\n  ')},`]
        : []),
      `  timeout: ${SAMPLE_TIMEOUT_SECONDS * 1000},`,
      '  success(res) {',
      '    console.log(res.statusCode, res.data);',
      '  },',
      '  fail(err) {',
      '    console.error(err.errMsg);',
      '  },',
      '});',
      '',
    ];
    return lines;
  };
}

/** One client of a target: what httpsnippet-lite lists about it and how it writes a request. */
type Client = { key: string; title: string; link: string; description: string; convert: Lines };

/** One library-style target: its language and its clients, the first being the default. */
function target(key: string, title: string, extname: `.${string}`, clients: Client[]): Target {
  return {
    info: { key: key as TargetId, title, extname, default: clients[0].key },
    clientsById: Object.fromEntries(
      clients.map(({ convert, ...info }) => [
        info.key,
        { info, convert: (r: Req) => convert(r, bodyText(r)).join('\n') },
      ]),
    ),
  };
}

const targets = [
  target('rust', 'Rust', '.rs', [
    {
      key: 'reqwest',
      title: 'reqwest',
      link: 'https://docs.rs/reqwest',
      description: 'reqwest (blocking client)',
      convert: reqwest,
    },
  ]),
  target('dart', 'Dart', '.dart', [
    {
      key: 'http',
      title: 'http',
      link: 'https://pub.dev/packages/http',
      description: 'Dart http package',
      convert: dartHttp,
    },
  ]),
  target('miniprogram', 'Mini program', '.js', [
    {
      key: 'wx',
      title: 'wx.request',
      link: 'https://developers.weixin.qq.com/miniprogram/dev/api/network/request/wx.request.html',
      description: 'WeChat mini program',
      convert: miniProgram('wx'),
    },
    {
      key: 'uni',
      title: 'uni.request',
      link: 'https://uniapp.dcloud.net.cn/api/request/request.html',
      description: 'uni-app',
      convert: miniProgram('uni'),
    },
  ]),
];

let registered = false;

/** Adds the targets once per page (httpsnippet-lite keeps its target table for the process). */
export function registerExtraTargets(): void {
  if (registered) return;
  registered = true;
  for (const t of targets) addTarget(t);
}
