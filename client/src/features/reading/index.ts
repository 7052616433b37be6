import './i18n';

export { BackToTop } from './components/BackToTop';
export { Pager } from './components/Pager';
export { ReadingProgress } from './components/ReadingProgress';
export { RichHtml } from './components/RichHtml';
export { ShareBar } from './components/ShareBar';
export { TableOfContents } from './components/TableOfContents';
export { prepareHtml, type Heading } from './lib/prepare-html';
export { PageError } from './components/PageState';
export { ReadingMeta, type ReadingMetaProps } from './components/ReadingMeta';
export { ReadingPage, type ReadingDoc, type ReadingQuery } from './components/ReadingPage';
export { PagedList } from './components/PagedList';
export { ReadingCard } from './components/ReadingCard';
export { usePaging } from './hooks/usePaging';
