import { Badge, Box, Button, Card, Flex, Heading, HStack, Link, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPlay } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { localized } from '../../../i18n/localized';
import { tryItPath, type Pick } from '../lib/answer';

/** One offered API: what it is, why it matched (word, field, how), the values read from the question, try it. */
export function PickCard({ pick, rank }: { pick: Pick; rank: number }) {
  const { t, i18n } = useTranslation();
  const name = localized(i18n.language, pick.name, pick.nameEn);
  const headingId = `assistant-pick-${pick.apiId}`;
  const filled = pick.params.filter((p) => p.suggested !== null);
  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline" data-testid="assistant-pick">
      <Card.Header pb="2">
        <Flex justify="space-between" align="start" gap="2" wrap="wrap">
          <HStack gap="2" minW="0">
            <Badge colorPalette={rank === 1 ? 'blue' : 'gray'} aria-hidden="true">
              {rank}
            </Badge>
            <Heading as="h3" size="md" id={headingId} minW="0">
              <Link asChild color="fg" fontWeight="semibold">
                <RouterLink to={`/api/details/${pick.apiId}`}>{name}</RouterLink>
              </Link>
            </Heading>
          </HStack>
          <Badge variant="subtle">{localized(i18n.language, pick.categoryName, pick.categoryNameEn)}</Badge>
        </Flex>
      </Card.Header>
      <Card.Body pt="0" gap="3">
        <Text fontSize="sm" color="fg.muted">
          {localized(i18n.language, pick.description, pick.descriptionEn)}
        </Text>
        <Box>
          <Text fontSize="sm" fontWeight="semibold" mb="1">
            {t('assistant.why')}
          </Text>
          <List.Root
            as="ul"
            listStyle="none"
            display="flex"
            flexWrap="wrap"
            gap="2"
            aria-label={t('assistant.why')}
          >
            {pick.reasons.map((r) => (
              <List.Item
                key={`${r.word}-${r.field}`}
                fontSize="xs"
                px="2"
                py="1"
                borderRadius="md"
                bg="bg.muted"
              >
                {r.from !== r.word ? `“${r.from}” → ${r.word}` : `“${r.word}”`}
                <Text as="span" color="fg.muted">
                  {' · '}
                  {t(`assistant.field.${r.field}`)}
                  {r.via !== 'WORD' && ` · ${t(`assistant.via.${r.via}`)}`}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </Box>
        {filled.length > 0 && (
          <Box>
            <Text fontSize="sm" fontWeight="semibold" mb="1">
              {t('assistant.filled')}
            </Text>
            <List.Root as="ul" fontSize="sm" ps="4">
              {filled.map((p) => (
                <List.Item key={p.name}>
                  <Text as="code" fontFamily="mono">
                    {p.name} = {p.suggested}
                  </Text>
                  <Text as="span" color="fg.muted">
                    {' '}
                    {t('assistant.fromQuestion', { text: p.suggestedFrom })}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          </Box>
        )}
        <Box>
          <Button asChild size="sm" colorPalette="blue" variant={rank === 1 ? 'solid' : 'outline'}>
            <RouterLink to={tryItPath(pick)} aria-label={t('assistant.tryIt', { name })}>
              <LuPlay aria-hidden="true" /> {t('assistant.tryItShort')}
            </RouterLink>
          </Button>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
