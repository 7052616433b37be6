/**
 * A call receipt (`X-Call-Receipt` on an open call, the `receipt` of the `callRecorded` subscription):
 * chosen by the caller, e.g. a UUID; only its holder can listen for it.
 */
export const CALL_RECEIPT_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const isCallReceipt = (value: string): boolean => CALL_RECEIPT_PATTERN.test(value);
