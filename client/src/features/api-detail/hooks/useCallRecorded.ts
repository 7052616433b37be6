import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useSocketReconnected } from '../../../app/ws-events';
import { CallRecordedSubscription } from '../graphql/detail';

/** A receipt of the gateway's form (16–64 URL-safe characters): 32 hex digits from the browser's random source. */
function newReceipt(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The page's call receipt, and `onRecorded` each time the gateway says calls made with it are recorded
 * (the open call's `X-Call-Receipt`, mockCall's `receipt`): the call figures are read again then, not
 * after a guess at the gateway's flush interval. Only this page knows the receipt. A word missed while
 * the socket was away is made up by reading again on its return.
 */
export function useCallRecorded(apiId: number, onRecorded: () => void): string {
  const [receipt] = useState(newReceipt);
  const latest = useRef(onRecorded);
  useEffect(() => {
    latest.current = onRecorded;
  });
  useSubscription(CallRecordedSubscription, {
    variables: { apiId, receipt },
    onData: () => latest.current(),
  });
  useSocketReconnected(() => latest.current());
  return receipt;
}
