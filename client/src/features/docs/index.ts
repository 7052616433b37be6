import './i18n';

export { AgentGuide } from './components/AgentGuide';
export { RestReference } from './components/RestReference';
export { SdkGuide } from './components/SdkGuide';
export { WebsocketGuide } from './components/WebsocketGuide';
