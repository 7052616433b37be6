import { AppError } from '../../core/errors.js';
import { IMPORT_LIMITS } from './import-model.js';

/** Where a document comes from: pasted or uploaded text, or a URL the gateway fetches. */
export interface ImportSource {
  content?: string;
  url?: string;
  /** A document uploaded through `POST /api/apis/import/uploads` (the GraphQL door's way for large ones). */
  uploadId?: string;
}

/** The SSRF-guarded outbound client (open-call's `UpstreamClient`, an instance of its own). */
export interface DocumentFetcher {
  call(req: { url: URL; method: 'GET'; headers?: Record<string, string> }): Promise<{ status: number; body: Buffer }>;
}

const invalid = (zh: string, en: string) => new AppError('BAD_USER_INPUT', { zh, en }, { reason: 'IMPORT_DOCUMENT_INVALID' });

/** The document's text and, for a URL, the address it came from (relative servers resolve against it). */
export async function loadSource(source: ImportSource, fetcher: DocumentFetcher): Promise<{ text: string; url: string | null }> {
  const url = source.url?.trim();
  if (source.content !== undefined && source.content !== '') {
    if (Buffer.byteLength(source.content) > IMPORT_LIMITS.maxBytes) {
      throw invalid(`文档超过 ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB 上限`, `The document exceeds the ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB limit`);
    }
    return { text: source.content, url: url || null };
  }
  if (!url) throw invalid('请粘贴文档内容、上传文件或填写文档地址', 'Paste a document, upload a file or give its URL');
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw invalid('文档地址不是有效的 URL', 'The document URL is not a valid URL');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw invalid('文档地址只支持 http 和 https', 'The document URL must be http or https');
  let res: { status: number; body: Buffer };
  try {
    res = await fetcher.call({ url: target, method: 'GET', headers: { accept: 'application/json, application/yaml, text/yaml, */*' } });
  } catch (err) {
    const why = err instanceof AppError ? err.messages : { zh: '无法连接', en: 'unreachable' };
    throw invalid(`无法从该地址获取文档：${why.zh}`, `The document could not be fetched from that URL: ${why.en}`);
  }
  if (res.status < 200 || res.status >= 300) {
    throw invalid(`无法从该地址获取文档：HTTP ${res.status}`, `The document could not be fetched from that URL: HTTP ${res.status}`);
  }
  return { text: res.body.toString('utf8'), url: target.href };
}
