import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser tab names the page: "<title> · 开放 API 市场". */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    const before = document.title;
    document.title = `${title} · ${t('app.name')}`;
    return () => {
      document.title = before;
    };
  }, [title, t]);
}
