import { AgentGuide } from '../../features/docs';

/** Connect your agent / 连接你的智能体 (issue #32): MCP client configuration, tools, an example session. */
export function AgentsDocsPage() {
  return <AgentGuide />;
}
