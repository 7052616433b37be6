import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
// Recipes are imported one by one (not Chakra's `defaultConfig`, which carries every component's
// recipe): the theme is on the first route, so it only holds what the app renders (bundle budget).
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    'html, body': { bg: 'bg', color: 'fg', minHeight: '100%' },
  },
  theme: {
    // SPEC §9: the mobile layout applies at widths of 768 px or less, so `md` starts at 769 px.
    breakpoints: { sm: '480px', md: '769px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
    keyframes: {
      ...keyframes,
      marquee: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
      shatter: {
        '0%': { opacity: '1', transform: 'translate(0, 0) rotate(0deg)', filter: 'blur(0)' },
        '100%': {
          opacity: '0',
          transform: 'translate(var(--dx), var(--dy)) rotate(var(--rot))',
          filter: 'blur(2px)',
        },
      },
      blink: { '0%, 100%': { opacity: '1' }, '50%': { opacity: '0' } },
    },
    tokens: {
      ...tokens,
      fonts: {
        heading: { value: `'Inter', 'PingFang SC', 'Microsoft YaHei', system-ui, sans-serif` },
        body: { value: `'Inter', 'PingFang SC', 'Microsoft YaHei', system-ui, sans-serif` },
        mono: { value: `'SFMono-Regular', Menlo, Consolas, monospace` },
      },
    },
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      stat: statSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);
