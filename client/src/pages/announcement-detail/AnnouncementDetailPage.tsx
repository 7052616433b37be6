import { Container } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { AnnouncementDetail } from '../../features/content/components/AnnouncementDetail';

/** /announcement-detail?id=N (SPEC §2.2, §2.11): the full text for signed-in users, the summary for visitors. */
export function AnnouncementDetailPage() {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : NaN;
  return (
    <Container maxW="3xl" py="8">
      <AnnouncementDetail key={raw} id={id} />
    </Container>
  );
}
