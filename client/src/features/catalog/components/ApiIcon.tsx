import { Center, Image } from '@chakra-ui/react';
import { useState } from 'react';
import { categoryLook, ICON_PREFIX } from './CategoryIcon';

interface Props {
  imageUrl: string;
  categorySlug: string | null | undefined;
  /** Chakra size token of the square. */
  size?: string;
}

/**
 * An API's icon: its uploaded image, else its category's icon on the category's colour (also when
 * the image fails to load). Decorative: the API's name is always written next to it.
 */
export function ApiIcon({ imageUrl, categorySlug, size = '12' }: Props) {
  const [broken, setBroken] = useState(false);
  // A chosen icon (`icon:<key>`) is drawn like a category's; else the category's own.
  const chosen = imageUrl.startsWith(ICON_PREFIX) ? imageUrl.slice(ICON_PREFIX.length) : null;
  const look = categoryLook(chosen ?? categorySlug);
  const Icon = look.icon;
  if (imageUrl && !chosen && !broken) {
    return (
      <Image
        src={imageUrl}
        alt=""
        boxSize={size}
        flexShrink={0}
        borderRadius="lg"
        objectFit="cover"
        loading="lazy"
        onError={() => setBroken(true)}
        data-testid="api-icon"
        data-kind="image"
      />
    );
  }
  return (
    <Center
      boxSize={size}
      flexShrink={0}
      borderRadius="lg"
      colorPalette={look.palette}
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      borderWidth="1px"
      borderColor="colorPalette.muted"
      fontSize={`calc(var(--chakra-sizes-${size}) * 0.5)`}
      aria-hidden="true"
      data-testid="api-icon"
      data-kind={chosen ? 'icon' : 'category'}
      data-category={chosen ?? categorySlug ?? ''}
    >
      <Icon />
    </Center>
  );
}
