import { useMutation, useQuery } from '@apollo/client/react';
import { RecordSearchClickMutation } from '../../search';
import { CategoriesQuery } from '../graphql/categories';

// The home search bar's read and write: a module of their own, loaded with the bar (a chunk of its own):
// in useCatalog.ts, on the first route, they would have put useMutation in its entry.

/** The categories of the search bar's selector. */
export const useCategories = () => useQuery(CategoriesQuery);

/** Records that a suggestion of a search was chosen (the search's analytics). */
export const useRecordSearchClick = () => useMutation(RecordSearchClickMutation);
