import type { TFunction } from 'i18next';

/** A known tag in the reader's language; any other tag as written. */
export const tagLabel = (t: TFunction, tag: string): string => t(`blog.tags.${tag}`, { defaultValue: tag });
