import { CloseButton, Flex, Tabs, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { OpenTab } from '../hooks/useOpenTabs';

/**
 * The open pages as tabs (role="tab"); each but the pinned home tab has a close button (also: middle
 * click). The active tab's panel holds the page; the others keep an empty panel.
 */
export function ConsoleTabs({
  tabs,
  active,
  homePath,
  onClose,
  leading,
  children,
}: {
  tabs: OpenTab[];
  active: string;
  homePath: string;
  onClose(path: string): void;
  /** Shown before the tab list (the menu button on narrow screens). */
  leading?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = (tab: OpenTab) => tab.title ?? t(`console.pages.${tab.id}`);
  return (
    <Tabs.Root
      value={active}
      onValueChange={(e) => navigate(e.value)}
      variant="line"
      size="sm"
      activationMode="manual"
      lazyMount
      unmountOnExit
    >
      <Flex
        align="center"
        bg="bg.panel"
        borderBottomWidth="1px"
        position="sticky"
        top="calc(3.5rem + 1px)"
        zIndex="1"
      >
        {leading}
        <Tabs.List
          aria-label={t('console.tabs')}
          flex="1"
          minW="0"
          overflowX="auto"
          overflowY="hidden"
          px="2"
          borderBottomWidth="0"
          data-testid="console-tabs"
        >
          {tabs.map((tab) => (
            <Flex key={tab.path} align="center" flexShrink={0}>
              <Tabs.Trigger
                value={tab.path}
                maxW="14rem"
                onAuxClick={(e) => {
                  if (e.button === 1 && tab.path !== homePath) onClose(tab.path);
                }}
                // A tablist holds only tabs: the keyboard closes a tab with Delete, the mouse with its ×.
                aria-keyshortcuts={tab.path !== homePath ? 'Delete' : undefined}
                onKeyDown={(e) => {
                  if (e.key === 'Delete' && tab.path !== homePath) onClose(tab.path);
                }}
              >
                <Text as="span" truncate>
                  {title(tab)}
                </Text>
              </Tabs.Trigger>
              {tab.path !== homePath && (
                <CloseButton
                  size="2xs"
                  variant="ghost"
                  aria-hidden="true"
                  tabIndex={-1}
                  title={t('console.closeTab', { title: title(tab) })}
                  data-testid="close-tab"
                  data-tab={title(tab)}
                  onClick={() => onClose(tab.path)}
                />
              )}
            </Flex>
          ))}
        </Tabs.List>
      </Flex>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.path} value={tab.path} p="0" pt="4">
          {tab.path === active ? children : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
