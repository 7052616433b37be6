import { Button, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { lazyComponent } from '../../../app/lazy-page';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useSession } from '../../../app/session';

const SignedInMenu = lazyComponent(() => import('./SignedInMenu'), 'SignedInMenu');

/** Sign-in link for visitors; the account menu (SignedInMenu, fetched then) for a signed-in account. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { token, account } = useSession();
  if (!token) {
    return (
      <Button asChild size="xs" colorPalette="blue">
        <NavLink to="/login">{t('nav.login')}</NavLink>
      </Button>
    );
  }
  // While the menu's code arrives, its button as it will look (the stored name), not yet a menu.
  const pending = (
    <Button
      size="xs"
      variant="ghost"
      disabled
      aria-label={`${account ?? t('nav.dashboard')} · ${t('nav.account')}`}
    >
      <Text as="span" fontWeight="medium" truncate maxW="10rem">
        {account ?? t('nav.dashboard')}
      </Text>
    </Button>
  );
  return (
    <Suspense fallback={pending}>
      <SignedInMenu />
    </Suspense>
  );
}
