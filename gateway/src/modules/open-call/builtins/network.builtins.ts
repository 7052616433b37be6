import Bowser from 'bowser';
import ipaddr from 'ipaddr.js';
import { BuiltinInputError, type BuiltinHandler, num, okData, str } from './builtin-kit.js';

export const ip: BuiltinHandler = (ctx) => {
  let addr = ctx.ip;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6 | null = ipaddr.isValid(addr) ? ipaddr.parse(addr) : null;
  // Dual-stack sockets report IPv4 callers as ::ffff:a.b.c.d (fixed in 1.0.1).
  if (parsed?.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
    addr = parsed.toString();
  }
  return okData({
    ip: addr,
    version: parsed?.kind() === 'ipv6' ? 6 : 4,
    private: parsed ? parsed.range() !== 'unicast' : true,
  });
};

export const userAgent: BuiltinHandler = (ctx) => {
  const ua = str(ctx, 'ua', { fallback: ctx.userAgent, max: 2000 });
  if (!ua) throw new BuiltinInputError('缺少 User-Agent', 'No User-Agent to parse');
  const r = Bowser.parse(ua);
  return okData({
    browser: { name: r.browser.name ?? 'unknown', version: r.browser.version ?? '' },
    os: { name: r.os.name ?? 'unknown', version: r.os.version ?? '' },
    platform: r.platform.type ?? 'unknown',
  });
};

/** RFC 9110 status codes with their reason phrase and a Chinese name. */
const STATUS: Record<number, [string, string]> = {
  100: ['Continue', '继续'],
  101: ['Switching Protocols', '切换协议'],
  200: ['OK', '成功'],
  201: ['Created', '已创建'],
  202: ['Accepted', '已接受'],
  203: ['Non-Authoritative Information', '非权威信息'],
  204: ['No Content', '无内容'],
  205: ['Reset Content', '重置内容'],
  206: ['Partial Content', '部分内容'],
  300: ['Multiple Choices', '多种选择'],
  301: ['Moved Permanently', '永久移动'],
  302: ['Found', '临时移动'],
  303: ['See Other', '查看其他位置'],
  304: ['Not Modified', '未修改'],
  305: ['Use Proxy', '使用代理（已弃用）'],
  306: ['(Unused)', '未使用'],
  307: ['Temporary Redirect', '临时重定向'],
  308: ['Permanent Redirect', '永久重定向'],
  400: ['Bad Request', '错误请求'],
  401: ['Unauthorized', '未授权'],
  402: ['Payment Required', '需要付款'],
  403: ['Forbidden', '禁止访问'],
  404: ['Not Found', '未找到'],
  405: ['Method Not Allowed', '方法不允许'],
  406: ['Not Acceptable', '不可接受'],
  407: ['Proxy Authentication Required', '需要代理认证'],
  408: ['Request Timeout', '请求超时'],
  409: ['Conflict', '冲突'],
  410: ['Gone', '已永久删除'],
  411: ['Length Required', '需要内容长度'],
  412: ['Precondition Failed', '前提条件失败'],
  413: ['Content Too Large', '请求内容过大'],
  414: ['URI Too Long', 'URI 过长'],
  415: ['Unsupported Media Type', '不支持的媒体类型'],
  416: ['Range Not Satisfiable', '范围无法满足'],
  417: ['Expectation Failed', '预期失败'],
  418: ['(Unused)', '未使用'],
  421: ['Misdirected Request', '错误定向的请求'],
  422: ['Unprocessable Content', '无法处理的内容'],
  426: ['Upgrade Required', '需要升级协议'],
  500: ['Internal Server Error', '服务器内部错误'],
  501: ['Not Implemented', '未实现'],
  502: ['Bad Gateway', '错误网关'],
  503: ['Service Unavailable', '服务不可用'],
  504: ['Gateway Timeout', '网关超时'],
  505: ['HTTP Version Not Supported', '不支持的 HTTP 版本'],
};

const CLASS: Record<number, string> = {
  1: '1xx 信息响应',
  2: '2xx 成功',
  3: '3xx 重定向',
  4: '4xx 客户端错误',
  5: '5xx 服务器错误',
};

export const httpStatus: BuiltinHandler = (ctx) => {
  const code = num(ctx, 'code', { required: true, min: 100, max: 599, integer: true });
  const entry = STATUS[code];
  if (!entry) {
    throw new BuiltinInputError(
      `RFC 9110 未定义状态码 ${code}`,
      `Status code ${code} is not defined by RFC 9110`,
    );
  }
  return okData({ code, phrase: entry[0], zh: entry[1], class: CLASS[Math.floor(code / 100)] });
};
