import { Container, Grid, Stack } from '@chakra-ui/react';
import { ApiCatalog } from '../../features/catalog/components/ApiCatalog';
import { CreatorGallery } from '../../features/catalog/components/CreatorGallery';
import { Announcements } from '../../features/content/components/Announcements';
import { NoticePanel } from '../../features/content/components/NoticePanel';
import { VersionLog } from '../../features/content/components/VersionLog';
import { AiBanner } from '../../features/home/components/AiBanner';
import { Carousel } from '../../features/home/components/Carousel';
import { Hero } from '../../features/home/components/Hero';

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
          <CreatorGallery />
          <VersionLog />
        </Stack>
      </Container>
    </>
  );
}
