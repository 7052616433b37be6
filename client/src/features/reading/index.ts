import './i18n';

export { BackToTop } from './components/BackToTop';
export { Pager } from './components/Pager';
export { ReadingProgress } from './components/ReadingProgress';
export { RichHtml } from './components/RichHtml';
export { ShareBar } from './components/ShareBar';
export { TableOfContents } from './components/TableOfContents';
export { prepareHtml, type Heading } from './lib/prepare-html';
export { PageError } from './components/PageState';
