import { i18n } from './index';
import { ruleLabels } from './rule-labels';

// Every label set of @api-market/rules under `rules.` (the first route's included, unchanged), in both
// languages: registered by app/theme-late.ts, which every lazily loaded screen loads before it renders.
i18n.addResourceBundle('zh', 'translation', ruleLabels('zh'), true, true);
i18n.addResourceBundle('en', 'translation', ruleLabels('en'), true, true);
