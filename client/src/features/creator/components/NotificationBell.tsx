import { Box, Float, IconButton, useBreakpointValue } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBell } from 'react-icons/lu';
import { NavLink } from 'react-router-dom';
import '../i18n';
import { useNotificationFeed } from '../hooks/useNotificationFeed';

/** The header's bell: the unread count, live; opens the notification list of the console in use. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { data } = useNotificationFeed();
  const unread = data?.notifications.unread ?? 0;
  const mobile = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  // The name carries the count as the badge shows it (axe: the visible text is part of the name).
  const label = unread
    ? t('creator.notifications.bellUnread', { count: unread, shown: unread > 99 ? '99+' : String(unread) })
    : t('creator.notifications.bell');
  return (
    <IconButton
      asChild
      size="xs"
      variant="outline"
      aria-label={label}
      position="relative"
      data-testid="notification-bell"
    >
      <NavLink to={mobile ? '/admin/mobile/notifications' : '/dashboard/notifications'}>
        <LuBell />
        {unread > 0 && (
          <Float placement="top-end" offset="0.5">
            <Box
              as="span"
              minW="4"
              h="4"
              px="1"
              borderRadius="full"
              bg="red.solid"
              color="red.contrast"
              fontSize="2xs"
              lineHeight="1rem"
              textAlign="center"
              fontVariantNumeric="tabular-nums"
              data-testid="notification-count"
            >
              {unread > 99 ? '99+' : unread}
            </Box>
          </Float>
        )}
      </NavLink>
    </IconButton>
  );
}
