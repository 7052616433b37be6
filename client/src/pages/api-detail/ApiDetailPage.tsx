import { Container } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { ApiDetail } from '../../features/api-detail';

/** /api/Details/:id and /api/details/:id (SPEC §2.6). */
export function ApiDetailPage() {
  const { id } = useParams();
  const n = /^\d+$/.test(id ?? '') ? Number(id) : NaN;
  return (
    <Container maxW={{ base: '6xl', xl: '7xl' }} py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <ApiDetail key={id} id={n} />
    </Container>
  );
}
