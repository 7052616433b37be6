import { i18n } from '../../../i18n';
import en from './en.json';
import zh from './zh.json';

// Suggestion and console search labels, under `suggest.` and `searchAdmin.`.
i18n.addResourceBundle('zh', 'translation', zh, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
