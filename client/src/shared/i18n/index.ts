import { i18n } from '../../i18n';
import en from './en.json';
import zh from './zh.json';

// Labels of the shared pieces (copy buttons, relative times, chart periods, confirmations), under `shared.`.
i18n.addResourceBundle('zh', 'translation', zh, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);

export { i18n };
