import { AboutPlatform } from '../../features/info/components/AboutPlatform';

export function AboutPage() {
  return <AboutPlatform />;
}
