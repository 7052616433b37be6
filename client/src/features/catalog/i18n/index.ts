import { i18n } from '../../../i18n';
import en from './en.json';
import zh from './zh.json';

// Card and star labels live beside the catalogue, under `card.` and `stars.`.
i18n.addResourceBundle('zh', 'translation', zh, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
