import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuStar } from 'react-icons/lu';
import { useStar } from '../hooks/useStar';
import '../i18n';

interface Props {
  apiId: number;
  /** The API's star count (kept current by the mutation's answer in Apollo's cache). */
  stars: number;
  size?: 'xs' | 'sm' | 'md';
}

/** Star toggle for signed-in users; visitors see the count and are asked to sign in. */
export function StarButton({ apiId, stars, size = 'xs' }: Props) {
  const { t } = useTranslation();
  const { signedIn, starred, busy, toggle } = useStar(apiId);
  const label = !signedIn ? t('stars.signInLabel') : starred ? t('stars.unstar') : t('stars.star');
  return (
    <Button
      size={size}
      variant={starred ? 'subtle' : 'ghost'}
      colorPalette={starred ? 'yellow' : 'gray'}
      aria-pressed={signedIn ? starred : undefined}
      // The count shown comes first: the button's name contains its visible text.
      aria-label={`${stars} · ${label} (${t('stars.count', { count: stars })})`}
      title={label}
      disabled={busy}
      onClick={() => void toggle()}
      gap="1"
      px="2"
      data-testid="star-button"
      data-starred={starred || undefined}
    >
      <LuStar aria-hidden="true" fill={starred ? 'currentColor' : 'none'} />
      <span style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="star-count">
        {stars}
      </span>
    </Button>
  );
}
