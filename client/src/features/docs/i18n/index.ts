import { i18n } from '../../../i18n';
import en from './en.json';
import zh from './zh.json';

// The docs pages keep their strings beside them (the bundle's top-level key is `docs`); the copy button's come from shared/i18n.
i18n.addResourceBundle('zh', 'translation', zh, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
