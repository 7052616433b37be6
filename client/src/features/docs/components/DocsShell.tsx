import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';

export interface MenuGroup {
  id: string;
  label: string;
  items?: Array<{ id: string; label: string }>;
}

/** Scrolls to a section (exported for pages that show one section at a time); hash routing owns the URL fragment, so menu entries are buttons, not anchors. */
export function go(id: string) {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  document.getElementById(id)?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}

/** A docs page: a side menu (a wrapping list above the content at ≤ 768 px) and the sections. */
export function DocsShell({
  title,
  intro,
  menu,
  children,
  active,
  onPick,
}: {
  title: string;
  intro: ReactNode;
  menu: MenuGroup[];
  children: ReactNode;
  /** The group whose section is shown, when the page shows one section at a time. */
  active?: string;
  /** Shows a group's section (and scrolls to one of its items) instead of scrolling the one long page. */
  onPick?: (group: string, item?: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      gap={{ base: '4', md: '8' }}
      maxW="7xl"
      mx="auto"
      px={{ base: '3', md: '6' }}
      py={{ base: '4', md: '8' }}
    >
      <Box
        as="nav"
        aria-label={t('docs.menu')}
        w={{ base: 'full', md: '60' }}
        flexShrink={0}
        position={{ md: 'sticky' }}
        top={{ md: '20' }}
        alignSelf="flex-start"
        maxH={{ md: 'calc(100vh - 6rem)' }}
        overflowY={{ md: 'auto' }}
      >
        <Text fontSize="xs" color="fg.muted" fontWeight="semibold" mb="2" textTransform="uppercase">
          {t('docs.menu')}
        </Text>
        <Stack
          as="ul"
          listStyleType="none"
          gap="0.5"
          direction={{ base: 'row', md: 'column' }}
          flexWrap={{ base: 'wrap', md: 'nowrap' }}
        >
          {menu.map((g) => (
            <Box as="li" key={g.id}>
              <Button
                variant="ghost"
                size="sm"
                justifyContent="flex-start"
                fontWeight="semibold"
                onClick={() => (onPick ? onPick(g.id) : go(g.id))}
                aria-current={active === g.id ? 'true' : undefined}
                bg={active === g.id ? 'bg.muted' : undefined}
                data-testid={`docs-menu-${g.id}`}
              >
                {g.label}
              </Button>
              {g.items && (
                <Stack as="ul" listStyleType="none" gap="0" ps="3" display={{ base: 'none', md: 'flex' }}>
                  {g.items.map((i) => (
                    <Box as="li" key={i.id}>
                      <Button
                        variant="ghost"
                        size="xs"
                        justifyContent="flex-start"
                        fontWeight="normal"
                        onClick={() => (onPick ? onPick(g.id, i.id) : go(i.id))}
                        maxW="full"
                        overflow="hidden"
                        textOverflow="ellipsis"
                      >
                        {i.label}
                      </Button>
                    </Box>
                  ))}
                </Stack>
              )}
            </Box>
          ))}
        </Stack>
      </Box>
      <Box flex="1" minW="0">
        <Heading as="h1" size="2xl" mb="2">
          {title}
        </Heading>
        <Text color="fg.muted" mb="6" lineHeight="tall">
          {intro}
        </Text>
        {children}
      </Box>
    </Flex>
  );
}
