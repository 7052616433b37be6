import { SimpleGrid, Stat } from '@chakra-ui/react';

/** A row of figures (label and value) in the console's panel style; values in tabular figures. */
export function FigureGrid({
  items,
  columns,
  testIdPrefix,
}: {
  items: ReadonlyArray<{ key: string; label: string; value: string }>;
  columns: { base: number; md: number };
  testIdPrefix: string;
}) {
  return (
    <SimpleGrid columns={columns} gap="2" data-testid={`${testIdPrefix}s`}>
      {items.map((f) => (
        <Stat.Root key={f.key} borderWidth="1px" borderRadius="md" px="3" py="2" bg="bg.panel" size="sm">
          <Stat.Label fontSize="xs" truncate>
            {f.label}
          </Stat.Label>
          <Stat.ValueText fontVariantNumeric="tabular-nums" data-testid={`${testIdPrefix}-${f.key}`}>
            {f.value}
          </Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
