import { Box, Container, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '../../../i18n/localized';
import '../i18n';
import { InfoHeader } from './InfoHeader';

interface Section {
  heading: string;
  body: string[];
}

/** When the legal texts last changed (shown on each). */
const UPDATED = '2026-11-20';

/** /privacy, /terms, /cookie-policy: a titled document with numbered sections and a contents list. */
export function LegalDocument({ doc }: { doc: 'privacy' | 'terms' | 'cookies' }) {
  const { t, i18n } = useTranslation();
  const sections = t(`info.${doc}.sections`, { returnObjects: true }) as Section[];
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 220px' }} gap="10">
        <Box as="article" minW="0" data-testid={`legal-${doc}`}>
          <InfoHeader title={t(`info.${doc}.title`)} />
          <Text fontSize="sm" color="fg.muted" mb="4">
            {t('info.updated', { date: new Date(UPDATED).toLocaleDateString(dateLocale(i18n.language)) })}
          </Text>
          <Text lineHeight="1.8" mb="6">
            {t(`info.${doc}.intro`)}
          </Text>
          <Stack gap="6">
            {sections.map((s, i) => (
              <Box as="section" key={s.heading} id={`${doc}-${i + 1}`} scrollMarginTop="24">
                <Heading as="h2" size="lg" mb="3">
                  {i + 1}. {s.heading}
                </Heading>
                <Stack as="ul" gap="2" ps="5" listStyleType="disc">
                  {s.body.map((p) => (
                    <Text as="li" key={p} lineHeight="1.8">
                      {p}
                    </Text>
                  ))}
                </Stack>
              </Box>
            ))}
          </Stack>
        </Box>
        <Box as="nav" hideBelow="lg" aria-label={t('info.onThisPage')}>
          <Stack position="sticky" top="24" gap="1.5">
            <Text fontWeight="semibold" fontSize="sm">
              {t('info.onThisPage')}
            </Text>
            {sections.map((s, i) => (
              <Link
                key={s.heading}
                fontSize="sm"
                color="fg.muted"
                href={`#${doc}-${i + 1}`}
                onClick={(e) => {
                  e.preventDefault();
                  document.getElementById(`${doc}-${i + 1}`)?.scrollIntoView({ behavior: 'smooth' });
                }}
              >
                {i + 1}. {s.heading}
              </Link>
            ))}
          </Stack>
        </Box>
      </Grid>
    </Container>
  );
}
