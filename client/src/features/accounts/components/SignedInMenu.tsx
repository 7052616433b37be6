import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import {
  LuChevronDown,
  LuFolderTree,
  LuKeyRound,
  LuLayoutDashboard,
  LuLogOut,
  LuShieldOff,
  LuSmartphone,
} from 'react-icons/lu';
import { NavLink, useNavigate } from 'react-router-dom';
import { clearSession, useSession } from '../../../app/session';
import { toaster } from '../../../app/toaster';
import { useClearStore, useLogout } from '../hooks/useAccountWrites';
import { useMe } from '../hooks/useMe';
import { SignOutEverywhereDialog } from './SignOutEverywhereDialog';

const LINKS = [
  { to: '/dashboard', key: 'nav.dashboard', icon: LuLayoutDashboard, testId: 'menu-console' },
  { to: '/admin/mobile', key: 'nav.mobileConsole', icon: LuSmartphone, testId: 'menu-mobile-console' },
  { to: '/dashboard/myapi', key: 'nav.myApis', icon: LuFolderTree, testId: 'menu-my-apis' },
  { to: '/dashboard/apikeys', key: 'nav.apiKeys', icon: LuKeyRound, testId: 'menu-api-keys' },
] as const;

/**
 * The signed-in account's menu (checked against the server with `me`: a stale token is answered
 * UNAUTHENTICATED, which clears the session and goes to /login): the console, the mobile console, my
 * APIs, API keys and sign-out. Loaded only when someone is signed in (AccountMenu): the menu's state
 * machine and its positioning code are not on a visitor's first screen.
 */
export function SignedInMenu() {
  const { t } = useTranslation();
  const { token, account } = useSession();
  const navigate = useNavigate();
  const clearStore = useClearStore();
  const { data } = useMe({ skip: !token, fetchPolicy: 'network-only' });
  const [logout, { loading }] = useLogout();
  const [confirming, setConfirming] = useState(false);
  const leave = async () => {
    clearSession();
    await clearStore();
    navigate('/home');
  };
  const signOut = async () => {
    try {
      await logout();
    } catch {
      // The token is forgotten locally either way.
    }
    await leave();
  };
  // Everywhere: the server must have ended the sessions and revoked the keys before this tab lets go.
  const signOutEverywhere = async () => {
    try {
      await logout({ variables: { everywhere: true } });
    } catch (e) {
      toaster.create({
        type: 'error',
        title: t('login.signOutEverywhere.failed'),
        description: e instanceof Error ? e.message : undefined,
      });
      return;
    }
    setConfirming(false);
    await leave();
  };
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          size="xs"
          variant="ghost"
          loading={loading}
          // The name shown, then what the button opens (a name that contains its visible text).
          aria-label={`${data?.me.username ?? account ?? t('nav.dashboard')} · ${t('nav.account')}`}
          data-testid="account-menu"
        >
          <Text as="span" fontWeight="medium" truncate maxW="10rem" data-testid="nav-dashboard">
            {data?.me.username ?? account ?? t('nav.dashboard')}
          </Text>
          <LuChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            {LINKS.map((l) => (
              <Menu.Item key={l.to} value={l.to} asChild data-testid={l.testId}>
                <NavLink to={l.to}>
                  <l.icon aria-hidden />
                  {t(l.key)}
                </NavLink>
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item value="sign-out" onSelect={() => void signOut()} data-testid="sign-out">
              <LuLogOut aria-hidden />
              {t('nav.logout')}
            </Menu.Item>
            <Menu.Item value="sign-out-everywhere" onSelect={() => setConfirming(true)} data-testid="sign-out-everywhere">
              <LuShieldOff aria-hidden />
              {t('login.signOutEverywhere.everywhere')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
      <SignOutEverywhereDialog
        open={confirming}
        busy={loading}
        onConfirm={() => void signOutEverywhere()}
        onClose={() => setConfirming(false)}
      />
    </Menu.Root>
  );
}
