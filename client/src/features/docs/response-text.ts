/**
 * The response descriptions of the gateway's OpenAPI document are written in English; a Chinese reader
 * gets them in Chinese. A description not listed here is named by its status class instead, so no
 * English sentence appears on the Chinese page.
 */
const ZH: Record<string, string> = {
  'Default Response': '成功',
  'Unexpected server error (logged; no details are sent).': '服务器内部错误（已记录，不返回细节）。',
  'Invalid request: a parameter or the body does not match this operation.': '请求无效：参数或请求体不符合本操作的要求。',
  'No such record, or one the caller may not see.': '记录不存在，或调用者无权查看。',
  'Not modified: If-None-Match named the current ETag (the catalogue has not changed since). No body; the ETag header repeats the tag.':
    '未修改：If-None-Match 与当前 ETag 相同（目录没有变化），不返回内容，ETag 头重复该标签。',
  'No token, or an expired, revoked or disabled account’s token.': '未携带令牌，或令牌已过期、已注销，或账号已停用。',
  'A request with this Idempotency-Key is still being processed.': '使用同一 Idempotency-Key 的请求仍在处理中。',
  'This Idempotency-Key was used for a different request.': '该 Idempotency-Key 已用于另一个不同的请求。',
  'Rate limit reached: retry after the given seconds.': '达到频率限制：请在 Retry-After 给出的秒数后重试。',
  'The status change is not allowed from the current status.': '当前状态不允许这样变更。',
  'Only a rejected API can be resubmitted.': '只有审核失败的接口可以重新提交。',
  'Wrong account or password, or a disabled account.': '账号或密码错误，或账号已停用。',
  'The upstream answer as it came: its status, content type and body.': '上游接口的原始应答：状态码、内容类型和内容。',
  'The API needs a token: send Authorization: Bearer <token> or X-API-Key.':
    '该接口需要令牌：请发送 Authorization: Bearer <令牌> 或 X-API-Key。',
  'No such API, or one the caller may not see.': '接口不存在，或调用者无权查看。',
  'Attack protection of this API: too many calls per minute.': '该接口的攻击防护：每分钟调用过多。',
  'The upstream could not be reached, answered more than UPSTREAM_MAX_BYTES, or redirected more than 3 times.':
    '无法连接上游接口，或其应答过大，或重定向超过 3 次。',
  'The API is not published (offline, disabled, updating, under review) or was shut down by its policy.':
    '接口未发布（已下架、已禁用、更新中或审核中），或已被关停策略关停。',
  'The upstream did not answer within UPSTREAM_TIMEOUT_MS (10 s).': '上游接口未在时限（10 秒）内应答。',
  'The account is already taken.': '账号已被占用。',
  'The screenshot or a field is too large.': '截图或某个字段过大。',
  'The screenshot image.': '截图图片。',
  'The API is not in a status this action applies to.': '接口当前的状态不适用此操作。',
  'GraphQL result: data and/or errors.': 'GraphQL 结果：data 和/或 errors。',
  'Write limit reached.': '达到写操作频率限制。',
};

const BY_CLASS: Record<string, string> = { '2': '成功', '3': '重定向或未修改', '4': '请求被拒绝', '5': '服务器错误' };

/** One response's description in the reader's language. */
export function responseText(status: string, description: string | undefined, lang: string): string {
  const text = description ?? '';
  if (lang.startsWith('en')) return text === 'Default Response' ? 'Success' : text;
  return ZH[text] ?? BY_CLASS[status[0] ?? ''] ?? '';
}
