import { ErTools } from '../../features/toolbox/components/ErTools';

export function ErToolsPage() {
  return <ErTools />;
}
