import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiChangeHistoryQuery } from '../graphql/changes';
import '../i18n';

/** 变更记录's revisions; parameter notes come in the request's language, so they are read again when it changes. */
export function useChangeHistory(apiId: number) {
  const { i18n } = useTranslation();
  const query = useQuery(ApiChangeHistoryQuery, { variables: { apiId } });
  const { refetch } = query;
  const [lang, setLang] = useState(i18n.language);
  useEffect(() => {
    if (lang === i18n.language) return;
    setLang(i18n.language);
    void refetch().catch(() => undefined);
  }, [i18n.language, lang, refetch]);
  return query;
}
