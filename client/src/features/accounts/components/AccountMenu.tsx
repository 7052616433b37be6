import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, HStack, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router-dom';
import { clearSession, useSession } from '../../../app/session';
import { LogoutMutation, MeQuery } from '../graphql/accounts';

/**
 * Sign-in link, or the signed-in account (checked against the server with `me`: a stale token is
 * answered UNAUTHENTICATED, which clears the session and goes to /login) with a sign-out button.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { token, account } = useSession();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data } = useQuery(MeQuery, { skip: !token, fetchPolicy: 'network-only' });
  const [logout, { loading }] = useMutation(LogoutMutation);
  if (!token) {
    return (
      <Button asChild size="xs" colorPalette="blue">
        <NavLink to="/login">{t('nav.login')}</NavLink>
      </Button>
    );
  }
  const signOut = async () => {
    try {
      await logout();
    } catch {
      // The token is forgotten locally either way.
    }
    clearSession();
    await client.clearStore();
    navigate('/home');
  };
  return (
    <HStack gap="2">
      <Link asChild fontWeight="medium">
        <NavLink to="/dashboard" data-testid="nav-dashboard">
          {data?.me.username ?? account ?? t('nav.dashboard')}
        </NavLink>
      </Link>
      <Button
        size="xs"
        variant="outline"
        loading={loading}
        onClick={() => void signOut()}
        data-testid="sign-out"
      >
        {t('nav.logout')}
      </Button>
    </HStack>
  );
}
