import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import type { CategoryInput } from '../../../gql/graphql';
import { localized } from '../../../i18n/localized';
import { serverMessage } from '../../../shared/admin/server-message';
import {
  AdminCategoriesQuery,
  CreateCategoryMutation,
  DeleteCategoryMutation,
  ReorderCategoriesMutation,
  UpdateCategoryMutation,
} from '../graphql/categories';

// The categories' reads and writes, one hook each; the writes toast their outcome (components never call Apollo).

const REFETCH = { refetchQueries: ['AdminCategories'], awaitRefetchQueries: true };

/** Every category with the number of APIs using it, in display order. */
export const useAdminCategories = () => useQuery(AdminCategoriesQuery);

function useFailToast() {
  const { t } = useTranslation();
  return (e: unknown) =>
    toaster.create({ type: 'error', title: t('adminCategories.failed', { message: serverMessage(e) }) });
}

/** Creates a category; resolves whether it did (the form keeps its values when not). */
export function useCreateCategory() {
  const { t, i18n } = useTranslation();
  const fail = useFailToast();
  const [create, { loading }] = useMutation(CreateCategoryMutation, REFETCH);
  const createCategory = async (input: CategoryInput): Promise<boolean> => {
    try {
      await create({ variables: { input } });
      toaster.create({
        type: 'success',
        title: t('adminCategories.created', { name: localized(i18n.language, input.name, input.nameEn) }),
      });
      return true;
    } catch (e) {
      fail(e);
      return false;
    }
  };
  return { createCategory, loading };
}

/** Renames a category (zh and en); resolves whether it did. */
export function useRenameCategory() {
  const { t } = useTranslation();
  const fail = useFailToast();
  const [update, { loading }] = useMutation(UpdateCategoryMutation);
  const rename = async (id: number, input: CategoryInput): Promise<boolean> => {
    try {
      await update({ variables: { id, input } });
      toaster.create({ type: 'success', title: t('adminCategories.renamed') });
      return true;
    } catch (e) {
      fail(e);
      return false;
    }
  };
  return { rename, loading };
}

/** Saves a new order of the categories (their ids, first to last). */
export function useReorderCategories() {
  const fail = useFailToast();
  const [reorder, { loading }] = useMutation(ReorderCategoriesMutation, REFETCH);
  return { reorder: (ids: number[]) => void reorder({ variables: { ids } }).catch(fail), loading };
}

/** Deletes a category (the server refuses one that APIs use); `name` is what the toast says. */
export function useDeleteCategory() {
  const { t } = useTranslation();
  const fail = useFailToast();
  const [remove, { loading }] = useMutation(DeleteCategoryMutation, REFETCH);
  const deleteCategory = (id: number, name: string) =>
    remove({ variables: { id } }).then(
      () => void toaster.create({ type: 'success', title: t('adminCategories.deleted', { name }) }),
      (e: unknown) => void fail(e),
    );
  return { deleteCategory, loading };
}
