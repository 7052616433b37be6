import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type RecipeDefinition,
  type SlotRecipeConfig,
} from '@chakra-ui/react';
// Recipes are imported one by one (not Chakra's `defaultConfig`, which carries every component's
// recipe): the theme is on the first route, so it only holds what the first screen renders (bundle
// budget). The recipes of what only later screens render (dialogs, menus, tabs, tables, toasts…) are
// registered by theme-late.ts, which every lazily loaded screen loads before it renders.
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  emptyStateSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { statusPaletteTokens } from './status-palettes';

/**
 * Chakra's solid button lightens on hover (`colorPalette.solid/90`: 90 % opacity over the page), which
 * takes white on blue from 5.2:1 to 4.3:1, under WCAG AA's 4.5:1 while the pointer is on it. It darkens
 * instead: the same colour mixed with 12 % black keeps the label's contrast above its resting figure.
 */
const solidHover = { bg: 'color-mix(in srgb, var(--chakra-colors-color-palette-solid) 88%, black)' };
const buttonWithDarkerHover = {
  ...buttonRecipe,
  variants: {
    ...buttonRecipe.variants,
    variant: {
      ...buttonRecipe.variants!.variant,
      solid: { ...buttonRecipe.variants!.variant!.solid, _hover: solidHover, _expanded: solidHover },
    },
  },
};

const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    'html, body': { bg: 'bg', color: 'fg', minHeight: '100%' },
    // A loading Button keeps its accessible name: Chakra's Loader hides the label with
    // `visibility: hidden`, which also takes it out of the accessibility tree (the button is announced
    // without a name while its action runs, axe button-name). The label stays in place, invisible by its
    // colour instead (text and currentColor icons), under the centred spinner; same box, nothing moves.
    // !important: Chakra's utilities are a later cascade layer than these global styles.
    'button[data-loading] > span > div:first-child + span': { visibility: 'visible !important', color: 'transparent !important' },
    // Visitors who asked for less motion get none (WCAG 2.3.3, and 2.2.2 for what never ends): every
    // animation — Chakra's transitions, spinners, skeleton pulses, the home page's caret — ends at once
    // (Chakra's animationend/transitionend listeners still fire) and smooth scrolling jumps instead.
    // !important: Chakra's utilities are a later cascade layer than these global styles.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
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
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        fg: {
          ...semanticTokens.colors.fg,
          // Chakra's red.500 on white reads at 3.8:1 (under WCAG AA's 4.5:1 for text): error text is
          // red.600 in the light theme (4.8:1); the dark theme keeps Chakra's red.400.
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
        },
        ...statusPaletteTokens(),
      },
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonWithDarkerHover,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      emptyState: emptyStateSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);

/** The recipes theme-late.ts registers: what the first screen never renders. */
export const lateRecipeKeys = ['checkmark', 'code', 'radiomark', 'separator', 'textarea'] as const;
export const lateSlotRecipeKeys = [
  'checkbox',
  'dialog',
  'drawer',
  'field',
  'menu',
  'nativeSelect',
  'popover',
  'radioGroup',
  'segmentGroup',
  'slider',
  'stat',
  'steps',
  'switch',
  'table',
  'tabs',
  'tag',
  'toast',
] as const;
export type LateRecipes = Record<(typeof lateRecipeKeys)[number], RecipeDefinition>;
export type LateSlotRecipes = Record<(typeof lateSlotRecipeKeys)[number], SlotRecipeConfig>;

let lateRegistered = false;

/**
 * Adds the late recipes to the system (theme-late.ts, once). Chakra reads `theme.recipes[key]` /
 * `theme.slotRecipes[key]` when a component of that recipe first renders and keeps the function it
 * builds from it (styled-system/system.js `getRecipeFn` / `getSlotRecipeFn`), so a recipe added
 * before that first render styles it as if it had been in the config from the start.
 */
export function registerLateRecipes(recipes: LateRecipes, slotRecipes: LateSlotRecipes) {
  const theme = system._config.theme!;
  theme.recipes = Object.assign(theme.recipes ?? {}, recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, slotRecipes);
  lateRegistered = true;
}

/** Whether theme-late.ts has run: screens that render late recipes wait for it (lazy-page.ts). */
export function lateRecipesRegistered() {
  return lateRegistered;
}

// A component of a late recipe rendering before theme-late.ts ran would be unstyled — and stay so,
// since Chakra keeps the function it builds at first use: such a render is reported as an error
// (the e2e suites fail on console errors) and its empty style is not kept.
const lateKeys = new Set<string>([...lateRecipeKeys, ...lateSlotRecipeKeys]);
const { getRecipeFn, getSlotRecipeFn } = system;
function tooEarly(key: string) {
  if (lateRegistered || !lateKeys.has(key)) return false;
  console.error(`Chakra recipe "${key}" rendered before app/theme-late.ts registered it: load it first`);
  return true;
}
system.getRecipeFn = (key: string, fallback?: unknown) =>
  tooEarly(key) ? system.cva({}) : getRecipeFn(key, fallback);
system.getSlotRecipeFn = (key: string, fallback?: unknown) =>
  tooEarly(key) ? system.sva({ slots: [] }) : getSlotRecipeFn(key, fallback);
