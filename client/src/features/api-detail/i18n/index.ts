import { i18n } from '../../../i18n';
import en from './en.json';
import zh from './zh.json';

// The detail page keeps its strings beside it, under `detail.`, so the shared files stay untouched.
i18n.addResourceBundle('zh', 'translation', { detail: zh }, true, true);
i18n.addResourceBundle('en', 'translation', { detail: en }, true, true);

export { i18n };
