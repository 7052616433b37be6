import { Box, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowRightLeft } from 'react-icons/lu';
import { NavLink } from 'react-router-dom';
import { useConsoleEntry } from '../hooks/useConsoleEntry';
import { twinPath } from '../registry';

/**
 * At ≤ 768 px the desktop console offers the mobile area, and from 769 px the mobile area offers the
 * desktop console — the same page where it has a twin, else the other area's start.
 */
export function AreaSwitch({ area }: { area: 'desktop' | 'mobile' }) {
  const { t } = useTranslation();
  const { entry, params } = useConsoleEntry();
  const to =
    (entry && twinPath(entry, area, params)) ?? (area === 'desktop' ? '/admin/mobile' : '/dashboard');
  return (
    <Box
      {...(area === 'desktop' ? { hideFrom: 'md' } : { hideBelow: 'md' })}
      bg="blue.subtle"
      color="blue.fg"
      px="4"
      py="1"
      fontSize="sm"
    >
      <Link
        asChild
        color="inherit"
        fontWeight="medium"
        minH="11"
        display="inline-flex"
        alignItems="center"
        gap="2"
      >
        <NavLink to={to} data-testid="area-switch">
          <LuArrowRightLeft aria-hidden />
          {area === 'desktop' ? t('console.toMobile') : t('console.toDesktop')}
        </NavLink>
      </Link>
    </Box>
  );
}
