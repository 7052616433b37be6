import { i18n } from '../../../i18n';
import en from './en.json';
import zh from './zh.json';

// API requests (需求征集), public page and admin screen, under `tender.`.
i18n.addResourceBundle('zh', 'translation', zh, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
