import './i18n';

export { RestReference } from './components/RestReference';
export { SdkGuide } from './components/SdkGuide';
export { WebsocketGuide } from './components/WebsocketGuide';
