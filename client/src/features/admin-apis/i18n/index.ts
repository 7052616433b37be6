import { i18n } from '../../../i18n';
import en from './en.json';
import zh from './zh.json';

// API management and the admin's API form keep their labels here, under `adminApis.`.
i18n.addResourceBundle('zh', 'translation', zh, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);

export { i18n };
