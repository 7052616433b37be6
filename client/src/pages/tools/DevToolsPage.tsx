import { DevTools } from '../../features/toolbox/components/DevTools';

export function DevToolsPage() {
  return <DevTools />;
}
