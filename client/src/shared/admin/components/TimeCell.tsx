import { Text } from '@chakra-ui/react';
import { formatTime, formatTimeSec } from '../format';

/** A time in an admin table: local, on one line, figures aligned; `seconds` for logs and alerts. */
export function TimeCell({ value, seconds = false }: { value: string | null | undefined; seconds?: boolean }) {
  return (
    <Text as="span" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      {seconds ? formatTimeSec(value) : formatTime(value)}
    </Text>
  );
}
