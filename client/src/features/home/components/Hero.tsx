import { Box, Container, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSloganRotation } from '../hooks/useSloganRotation';
import { Clock } from './Clock';
import { SloganTyper } from './SloganTyper';

export function Hero() {
  const { t } = useTranslation();
  const slogans = t('home.slogans', { returnObjects: true }) as string[];
  // Kept above the typer's remount (its key changes with the language): a paused slogan stays paused.
  const rotation = useSloganRotation();
  return (
    <Box bgGradient="to-b" gradientFrom="blue.subtle" gradientTo="bg" py={{ base: '8', md: '12' }}>
      <Container maxW="7xl">
        <Flex
          justify="space-between"
          align={{ base: 'start', md: 'center' }}
          gap="4"
          direction={{ base: 'column', md: 'row' }}
        >
          <Stack gap="2" minW="0">
            <Text color="fg.muted">{t('app.tagline')}</Text>
            <SloganTyper key={slogans.join('|')} slogans={slogans} rotation={rotation} />
          </Stack>
          <Clock />
        </Flex>
      </Container>
    </Box>
  );
}
