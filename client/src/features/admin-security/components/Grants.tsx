import { Badge, Box, chakra, Code, HStack, Stack, Text } from '@chakra-ui/react';

/** One grant as listed: its group (key and heading), its kind as a badge, its name and a note. */
export interface GrantRow {
  group: string;
  heading: string;
  badge: string;
  name: string;
  note: string;
}

/** Rows grouped by their group, groups in first-seen order (the gateway sends them sorted). */
function grouped(rows: GrantRow[]): GrantRow[][] {
  const groups = new Map<string, GrantRow[]>();
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  return [...groups.values()];
}

/**
 * One role's grants of one kind, folded: the summary counts them; opened, a list (named `label`) of
 * groups under muted headings, each grant a coloured badge, its name as code and a muted note.
 * `open` undefined leaves the folding to the user.
 */
export function GrantDetails({
  testId,
  summary,
  label,
  open,
  rows,
  colors,
  badgeW,
  uppercase,
  noteTestId,
}: {
  testId: string;
  summary: string;
  label: string;
  open: boolean | undefined;
  rows: GrantRow[];
  colors: Readonly<Record<string, string>>;
  badgeW: string;
  uppercase?: boolean;
  noteTestId?: string;
}) {
  return (
    <chakra.details open={open} data-testid={testId}>
      <Box as="summary" cursor="pointer" fontSize="sm" py="1">
        {summary}
      </Box>
      <Stack as="ul" listStyleType="none" gap="3" mt="2" aria-label={label}>
        {grouped(rows).map((members) => (
          <Box as="li" key={members[0]!.group}>
            <Text
              fontSize="xs"
              fontWeight="semibold"
              color="fg.muted"
              textTransform={uppercase ? 'uppercase' : undefined}
              mb="1"
            >
              {members[0]!.heading}
            </Text>
            <Stack as="ul" listStyleType="none" gap="1.5">
              {members.map((g) => (
                <HStack
                  key={`${g.badge} ${g.name}`}
                  as="li"
                  gap="2"
                  align="flex-start"
                  fontSize="sm"
                  minW="0"
                >
                  <Badge
                    colorPalette={colors[g.badge] ?? 'gray'}
                    minW={badgeW}
                    justifyContent="center"
                    flexShrink={0}
                  >
                    {g.badge}
                  </Badge>
                  <Box minW="0">
                    <Code fontSize="xs" wordBreak="break-all">
                      {g.name}
                    </Code>
                    {g.note && (
                      <Text fontSize="xs" color="fg.muted" wordBreak="break-word" data-testid={noteTestId}>
                        {g.note}
                      </Text>
                    )}
                  </Box>
                </HStack>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </chakra.details>
  );
}
