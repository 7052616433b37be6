import { Box, Center, Circle, Image } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarPalette, initials } from '../lib/initials';
import '../i18n';

interface Props {
  name: string;
  /** Uploaded avatar URL; empty: initials. */
  icon: string;
  /** Chakra size token of the circle. */
  size?: string;
  online?: boolean;
}

/** A creator's avatar (uploaded image, else initials on a colour of their own) with an optional online dot. */
export function CreatorAvatar({ name, icon, size = '12', online }: Props) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const palette = avatarPalette(name);
  return (
    <Box position="relative" flexShrink={0} w={size} h={size}>
      {icon && !broken ? (
        <Image
          src={icon}
          alt=""
          boxSize={size}
          borderRadius="full"
          objectFit="cover"
          loading="lazy"
          onError={() => setBroken(true)}
          data-testid="creator-avatar"
          data-kind="image"
        />
      ) : (
        <Center
          boxSize={size}
          borderRadius="full"
          colorPalette={palette}
          // The 700 shade of every palette keeps white initials at AA contrast (≥ 4.5:1), light and dark.
          bg="colorPalette.700"
          color="white"
          fontWeight="semibold"
          fontSize={`calc(var(--chakra-sizes-${size}) * 0.36)`}
          letterSpacing="tight"
          userSelect="none"
          aria-hidden="true"
          data-testid="creator-avatar"
          data-kind="initials"
        >
          {initials(name)}
        </Center>
      )}
      {online && (
        <Circle
          size={`calc(var(--chakra-sizes-${size}) * 0.26)`}
          minW="2.5"
          minH="2.5"
          bg="green.solid"
          position="absolute"
          bottom="2%"
          right="2%"
          borderWidth="2px"
          borderColor="bg"
          role="img"
          aria-label={t('creators.online')}
          title={t('creators.online')}
          data-testid="online-dot"
        />
      )}
    </Box>
  );
}
