import { englishLabels, i18n } from '../../../i18n';
import zh from './zh.json';

// Card and star labels live beside the catalogue, under `card.` and `stars.`. The cards are on the first
// route: their English comes with the app's English (not in the entry for readers of Chinese).
i18n.addResourceBundle('zh', 'translation', zh, true, true);
englishLabels(() => import('./en.json'));
