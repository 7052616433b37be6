import { useState } from 'react';
import { FEEDBACK_PAGE_SIZE } from './FeedbackPagedList';

/** A status filter and a page number; changing the filter goes back to page 1. */
export function useStatusPaging() {
  const [status, setStatusValue] = useState('');
  const [page, setPage] = useState(1);
  return {
    status,
    page,
    setPage,
    setStatus(v: string) {
      setStatusValue(v);
      setPage(1);
    },
    variables: { status: status || null, page, pageSize: FEEDBACK_PAGE_SIZE },
  };
}
