import type { IconType } from 'react-icons';
import {
  LuArrowLeftRight,
  LuCloudSun,
  LuCoffee,
  LuGlobe,
  LuLayers,
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

export function categoryLook(slug: string | null | undefined): { icon: IconType; palette: string } {
  return (slug && BY_SLUG[slug]) || OTHER;
}

/** The category's icon, sized by the parent's font size. */
export function CategoryIcon({ slug }: { slug: string | null | undefined }) {
  const Icon = categoryLook(slug).icon;
  return <Icon aria-hidden="true" />;
}
