import { i18n } from '../../../i18n';
import en from './en.json';
import zh from './zh.json';

// The status page, uptime badge and alert channels (issue #31), under `status.`.
i18n.addResourceBundle('zh', 'translation', zh, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
