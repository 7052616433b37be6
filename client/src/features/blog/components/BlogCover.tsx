import { BLOG_COVER_PRESETS, type BlogCoverPreset } from '@api-market/rules';
import { Box, Flex, Image } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuBookOpen, LuChartBar, LuCode, LuRocket, LuShieldCheck, LuUsers } from 'react-icons/lu';

/** Each drawn cover: a gradient of the theme's palettes and an icon of what the post is about. */
const PRESETS: Record<BlogCoverPreset, { icon: IconType; from: string; to: string }> = {
  release: { icon: LuRocket, from: 'blue.500', to: 'purple.600' },
  engineering: { icon: LuCode, from: 'teal.500', to: 'blue.700' },
  guide: { icon: LuBookOpen, from: 'orange.400', to: 'pink.600' },
  community: { icon: LuUsers, from: 'green.500', to: 'teal.700' },
  security: { icon: LuShieldCheck, from: 'gray.600', to: 'gray.900' },
  data: { icon: LuChartBar, from: 'cyan.500', to: 'blue.800' },
};

export const isPreset = (key: string): key is BlogCoverPreset => (BLOG_COVER_PRESETS as readonly string[]).includes(key);

/**
 * A post's cover (#34.10): a drawn one (`preset:<key>`) or an uploaded image (`upload:<id>`, served by the
 * gateway). Decorative — the post's title is beside it — so it is hidden from readers; nothing when none.
 */
export function BlogCover({ cover, h = '36' }: { cover: string; h?: string }) {
  const [kind, value = ''] = cover.split(':');
  if (kind === 'upload' && /^\d+$/.test(value)) {
    return (
      <Image
        src={`/api/blog/covers/${value}`}
        alt=""
        h={h}
        w="full"
        objectFit="cover"
        borderRadius="md"
        loading="lazy"
        data-testid="blog-cover"
        data-cover={cover}
      />
    );
  }
  if (kind !== 'preset' || !isPreset(value)) return null;
  const { icon: Icon, from, to } = PRESETS[value];
  return (
    <Flex
      aria-hidden="true"
      h={h}
      w="full"
      borderRadius="md"
      align="center"
      justify="center"
      bgGradient="to-br"
      gradientFrom={from}
      gradientTo={to}
      color="white"
      data-testid="blog-cover"
      data-cover={cover}
    >
      <Box opacity={0.9}>
        <Icon size={40} />
      </Box>
    </Flex>
  );
}
