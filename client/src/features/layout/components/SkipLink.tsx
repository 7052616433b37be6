import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'main-content';

/**
 * WCAG 2.4.1 Bypass Blocks: the first stop of the Tab key, shown only while focused, takes the focus
 * past the header to the page's main content. Routing uses the URL fragment, so the link moves the focus
 * itself instead of letting the browser follow `#main-content` (which would be read as a route).
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      position="absolute"
      top="2"
      left="2"
      zIndex="skipNav"
      px="4"
      py="2"
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none', outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'blue.focusRing' }}
      _focus={{ transform: 'none' }}
    >
      {t('nav.skipToMain')}
    </Link>
  );
}
