import { i18n } from '../../../i18n';
import en from './en.json';
import zh from './zh.json';

// API assistant (/dsChatBot) labels, under `assistant.`.
i18n.addResourceBundle('zh', 'translation', zh, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
