import { i18n } from '../../../i18n';
import en from './en.json';
import zh from './zh.json';

// Labels shared by the administrator's screens (tables, paging, confirmations), under `adminCommon.`.
i18n.addResourceBundle('zh', 'translation', zh, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);

export { i18n };
