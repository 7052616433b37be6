import type { AuthUser } from '../../core/auth-user.js';
import { badInput } from '../../core/errors.js';
import { isCallReceipt } from './call-receipt.rules.js';
import type { CallRecorded, RecordedReceipts } from './open-call.types.js';

/**
 * Tells a caller when its own calls are recorded. An open call may carry a receipt of the caller's
 * choosing (`X-Call-Receipt`); the recorder writes calls in batches (CALL_FLUSH_MS) and, once a batch
 * holding receipted calls is committed, publishes their receipts per API (on every gateway, through the
 * shared pubsub). A page that made a test call reads its figures again on that word instead of guessing
 * the flush interval. Only the receipt's holder knows it; the event carries no figure, and the API's
 * visibility rule is checked when listening starts and at each event (as for every read of its calls).
 */
export class CallReceiptService {
  constructor(
    /** NOT_FOUND unless `viewer` may see the API's calls (CallHistoryService's rule). */
    private readonly mustSee: (apiId: number, viewer: AuthUser | null) => Promise<void>,
    /** The committed batches' receipts of one API, as they come. */
    private readonly batches: (apiId: number) => AsyncIterable<RecordedReceipts>,
  ) {}

  async recorded(apiId: number, receipt: string, viewer: AuthUser | null): Promise<AsyncIterable<CallRecorded>> {
    if (!isCallReceipt(receipt)) {
      throw badInput('调用回执须为 16–64 个字母、数字、- 或 _', 'A call receipt is 16–64 letters, digits, - or _');
    }
    await this.mustSee(apiId, viewer);
    const batches = this.batches(apiId);
    const stillVisible = () => this.mustSee(apiId, viewer).then(() => true, () => false);
    return (async function* () {
      for await (const batch of batches) {
        if (batch.apiId !== apiId || !batch.receipts.includes(receipt)) continue;
        if (!(await stillVisible())) return;
        yield { apiId, receipt };
      }
    })();
  }
}
