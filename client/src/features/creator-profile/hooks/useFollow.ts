import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session';
import { toaster } from '../../../app/toaster';
import { FollowCreatorMutation, MyCreatorIdQuery } from '../graphql/creator';

/**
 * Follow state of one creator for the current viewer: visitors are asked to sign in, the owner of the
 * profile cannot follow themself; the answer's follower count replaces the shown one (Apollo cache).
 */
export function useFollow(creatorId: number, followedByMe: boolean) {
  const { t } = useTranslation();
  const signedIn = !!useSession().token;
  const me = useQuery(MyCreatorIdQuery, { skip: !signedIn });
  const [mutate, { loading }] = useMutation(FollowCreatorMutation);
  const isMe = signedIn && me.data?.me.creatorId === creatorId;
  const toggle = async () => {
    if (!signedIn) {
      toaster.create({ id: 'follow-login', type: 'info', title: t('creatorProfile.followSignIn') });
      return;
    }
    try {
      await mutate({ variables: { creatorId, following: !followedByMe } });
    } catch (e) {
      toaster.create({
        type: 'error',
        title: t('creatorProfile.followFailed', { message: e instanceof Error ? e.message : String(e) }),
      });
    }
  };
  return { signedIn, isMe, busy: loading, toggle };
}
