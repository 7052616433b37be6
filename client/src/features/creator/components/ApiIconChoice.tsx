import { Box, Center, RadioGroup, Text, Wrap } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { API_ICON_KEYS, categoryLook } from '../../catalog';

/** One icon of the choice, on its colour (the look of market cards). */
function IconSwatch({ iconKey }: { iconKey: string }) {
  const look = categoryLook(iconKey || null);
  const Icon = look.icon;
  return (
    <Center
      boxSize="9"
      borderRadius="lg"
      colorPalette={look.palette}
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      borderWidth="1px"
      borderColor="colorPalette.muted"
      fontSize="lg"
      aria-hidden="true"
    >
      <Icon />
    </Center>
  );
}

/** The icon of the creator's API (none: its category's); `categorySlug` draws the "none" choice. */
export function ApiIconChoice({ categorySlug }: { categorySlug: string | null }) {
  const { t } = useTranslation();
  const { control } = useFormContext<{ iconKey: string }>();
  return (
    <Controller
      control={control}
      name="iconKey"
      render={({ field }) => (
        <Box>
          <Text id="creator-icon-label" fontSize="sm" fontWeight="medium" mb="1">
            {t('creator.form.icon')}
          </Text>
          <Text fontSize="xs" color="fg.muted" mb="2">
            {t('creator.form.iconHelp')}
          </Text>
          <RadioGroup.Root
            aria-labelledby="creator-icon-label"
            value={field.value}
            onValueChange={(d) => field.onChange(d.value ?? '')}
            name="iconKey"
            data-testid="form-icon"
          >
            <Wrap gap="2">
              {['', ...API_ICON_KEYS].map((key) => (
                <RadioGroup.Item
                  key={key || 'none'}
                  value={key}
                  p="1.5"
                  pe="3"
                  gap="2"
                  borderWidth="1px"
                  borderRadius="lg"
                  cursor="pointer"
                  _checked={{ borderColor: 'blue.solid', bg: 'blue.subtle' }}
                >
                  <RadioGroup.ItemHiddenInput />
                  <IconSwatch iconKey={key || (categorySlug ?? '')} />
                  <RadioGroup.ItemText fontSize="sm">
                    {key ? t(`creator.form.icons.${key}`) : t('creator.form.iconNone')}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Wrap>
          </RadioGroup.Root>
        </Box>
      )}
    />
  );
}
