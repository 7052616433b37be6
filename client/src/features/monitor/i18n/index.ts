import { i18n } from '../../../i18n';
import en from './en.json';
import zh from './zh.json';

// `watch.`, `controlCenter.`: labels of screens loaded lazily, so not in the first route's bundle.
i18n.addResourceBundle('zh', 'translation', zh, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
