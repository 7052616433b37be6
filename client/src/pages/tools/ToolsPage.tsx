import { ToolboxPage } from '../../features/toolbox/components/ToolboxPage';

export function ToolsPage() {
  return <ToolboxPage />;
}
