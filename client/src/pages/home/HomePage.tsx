import { Container, Grid, Stack } from '@chakra-ui/react';
import { lazy } from 'react';
import { ApiCatalog } from '../../features/catalog/components/ApiCatalog';
import { Announcements } from '../../features/content/components/Announcements';
import { NoticePanel } from '../../features/content/components/NoticePanel';
import { AiBanner } from '../../features/home/components/AiBanner';
import { Carousel } from '../../features/home/components/Carousel';
import { Hero } from '../../features/home/components/Hero';
import { BelowTheFold } from '../../features/layout/components/BelowTheFold';

// Below the fold: their code and data are fetched when the visitor scrolls near them, not with the
// first screen (whose data comes in one request: features/home/graphql/first-screen.ts).
const CreatorGallery = lazy(async () => ({
  default: (await import('../../features/catalog/components/CreatorGallery')).CreatorGallery,
}));
const VersionLog = lazy(async () => ({
  default: (await import('../../features/content/components/VersionLog')).VersionLog,
}));

/** SPEC §1/§2.5 home page. */
export function HomePage() {
  return (
    <>
      <AiBanner />
      <Hero />
      <Container maxW="7xl" py="6">
        <Stack gap="8">
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6">
            <Carousel />
            <Stack gap="4" minW="0">
              <NoticePanel />
              <Announcements />
            </Stack>
          </Grid>
          <ApiCatalog />
          <BelowTheFold>
            <CreatorGallery />
          </BelowTheFold>
          <BelowTheFold>
            <VersionLog />
          </BelowTheFold>
        </Stack>
      </Container>
    </>
  );
}
