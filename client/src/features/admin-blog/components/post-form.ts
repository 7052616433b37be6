// The blog editor's form values.

export interface PostValues {
  title: string;
  summary: string;
  content: string;
  titleEn: string;
  summaryEn: string;
  contentEn: string;
  tags: string;
  authorName: string;
  cover: string;
}

export const EMPTY: PostValues = {
  title: '',
  summary: '',
  content: '',
  titleEn: '',
  summaryEn: '',
  contentEn: '',
  tags: '',
  authorName: '',
  cover: '',
};
export const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '';
