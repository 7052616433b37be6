import type { IconType } from 'react-icons';
import {
  LuArrowLeftRight,
  LuBanknote,
  LuBot,
  LuCloudSun,
  LuCoffee,
  LuGlobe,
  LuImage,
  LuLayers,
  LuMap,
  LuMessageSquare,
  LuShieldCheck,
  LuType,
  LuWrench,
} from 'react-icons/lu';

/** One icon and one colour per category (by its stable slug); unknown slugs share a neutral pair. */
const BY_SLUG: Record<string, { icon: IconType; palette: string }> = {
  utility: { icon: LuWrench, palette: 'blue' },
  text: { icon: LuType, palette: 'purple' },
  security: { icon: LuShieldCheck, palette: 'red' },
  weather: { icon: LuCloudSun, palette: 'cyan' },
  life: { icon: LuCoffee, palette: 'orange' },
  data: { icon: LuArrowLeftRight, palette: 'teal' },
  network: { icon: LuGlobe, palette: 'green' },
};
const OTHER = { icon: LuLayers, palette: 'gray' };

/** The icons a creator may choose for an API beyond the categories' (the gateway's API_ICONS). */
const EXTRA: Record<string, { icon: IconType; palette: string }> = {
  map: { icon: LuMap, palette: 'green' },
  image: { icon: LuImage, palette: 'pink' },
  finance: { icon: LuBanknote, palette: 'yellow' },
  ai: { icon: LuBot, palette: 'purple' },
  message: { icon: LuMessageSquare, palette: 'blue' },
};

/** Every icon of the creator form, in the gateway's order (api-form.rules.ts API_ICONS). */
export const API_ICON_KEYS = [...Object.keys(BY_SLUG), ...Object.keys(EXTRA)];

export function categoryLook(slug: string | null | undefined): { icon: IconType; palette: string } {
  return (slug && (BY_SLUG[slug] ?? EXTRA[slug])) || OTHER;
}

/** An API's chosen icon, stored as `icon:<key>` in its image address. */
export const ICON_PREFIX = 'icon:';

/** The category's icon, sized by the parent's font size. */
export function CategoryIcon({ slug }: { slug: string | null | undefined }) {
  const Icon = categoryLook(slug).icon;
  return <Icon aria-hidden="true" />;
}
