import './i18n';

export { ApiDetail } from './components/ApiDetail';
