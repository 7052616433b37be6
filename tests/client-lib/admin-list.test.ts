import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { listView, pageArgs, showPager } from '../../client/src/shared/admin/list-view.js';

/** The admin lists' one rule for what replaces the table (AdminListPage), and their paging arguments. */

const refused = new CombinedGraphQLErrors({
  errors: [{ message: '需要管理员权限', extensions: { code: 'FORBIDDEN' } }],
});
const broken = new CombinedGraphQLErrors({
  errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
});

describe('admin list view', () => {
  it('shows the server’s own refusal (FORBIDDEN / 40001), even over rows loaded before, and no pager', () => {
    const view = listView(refused, true);
    expect(view).toEqual({ kind: 'forbidden', message: '需要管理员权限' });
    expect(showPager(view, 25)).toBe(false);
    expect(listView(refused, false)).toEqual({ kind: 'forbidden', message: '需要管理员权限' });
  });

  it('shows an error with a retry only when nothing loaded; rows already shown stay', () => {
    expect(listView(broken, false)).toEqual({ kind: 'error' });
    expect(listView(new Error('Failed to fetch'), false)).toEqual({ kind: 'error' });
    expect(listView(broken, true)).toEqual({ kind: 'table' });
    expect(listView(undefined, false)).toEqual({ kind: 'table' });
  });

  it('pages once there is something to page', () => {
    expect(showPager({ kind: 'table' }, 0)).toBe(false);
    expect(showPager({ kind: 'table' }, undefined)).toBe(false);
    expect(showPager({ kind: 'table' }, 1)).toBe(true);
  });

  it('gives both paging styles of the gateway for a page', () => {
    expect(pageArgs(1, 10)).toEqual({ page: 1, pageSize: 10, limit: 10, offset: 0 });
    expect(pageArgs(3, 10)).toEqual({ page: 3, pageSize: 10, limit: 10, offset: 20 });
  });
});
