import type { RecordedReceipts } from './open-call.types.js';

/**
 * A call receipt (`X-Call-Receipt` on an open call, the `receipt` of the `callRecorded` subscription):
 * chosen by the caller, e.g. a UUID; only its holder can listen for it.
 */
export const CALL_RECEIPT_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const isCallReceipt = (value: string): boolean => CALL_RECEIPT_PATTERN.test(value);

/** The receipts among a committed batch's calls, per API (calls without one are left out). */
export function receiptsOf(rows: ReadonlyArray<{ apiId: number; receipt?: string }>): RecordedReceipts[] {
  const byApi = new Map<number, Set<string>>();
  for (const r of rows) {
    if (!r.receipt) continue;
    let set = byApi.get(r.apiId);
    if (!set) byApi.set(r.apiId, (set = new Set()));
    set.add(r.receipt);
  }
  return [...byApi].map(([apiId, set]) => ({ apiId, receipts: [...set] }));
}
