import { McpError, ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { AppError, type Lang, restMapping } from '../../core/errors.js';

/** A tool's answer when it fails: MCP's tool error (isError), its text in the caller's language. */
export interface ToolFailure {
  [key: string]: unknown;
  isError: true;
  content: Array<{ type: 'text'; text: string }>;
  structuredContent: { error: { code: string; reason?: string; message: string; retryAfter?: number; status?: number } };
}

const INTERNAL = { zh: '服务器内部错误，请稍后再试', en: 'Internal server error; please try again later' };

/**
 * The platform's errors as MCP tool errors: the code, the domain reason and the message the REST door
 * would give (in the caller's language); anything unexpected is logged and answered without its stack.
 */
export function toolFailure(err: unknown, lang: Lang, log: (err: unknown) => void): ToolFailure {
  if (err instanceof AppError) {
    const message = err.messages[lang] || err.messages.zh;
    const retry = err.retryAfter !== undefined ? (lang === 'en' ? ` (retry after ${err.retryAfter} s)` : `（${err.retryAfter} 秒后可重试）`) : '';
    return {
      isError: true,
      content: [{ type: 'text', text: `${err.code}: ${message}${retry}` }],
      structuredContent: {
        error: { code: err.code, reason: err.reason, message, retryAfter: err.retryAfter, status: restMapping[err.code].status },
      },
    };
  }
  log(err);
  return {
    isError: true,
    content: [{ type: 'text', text: `INTERNAL: ${INTERNAL[lang]}` }],
    structuredContent: { error: { code: 'INTERNAL', message: INTERNAL[lang], status: 500 } },
  };
}

/** The same for a resource read, which MCP answers with a JSON-RPC error. */
export function resourceError(err: unknown, lang: Lang, log: (err: unknown) => void): McpError {
  if (err instanceof AppError) {
    const code = err.code === 'NOT_FOUND' ? -32002 : err.code === 'BAD_USER_INPUT' ? ErrorCode.InvalidParams : ErrorCode.InternalError;
    return new McpError(code, err.messages[lang] || err.messages.zh, { code: err.code, reason: err.reason });
  }
  log(err);
  return new McpError(ErrorCode.InternalError, INTERNAL[lang]);
}
