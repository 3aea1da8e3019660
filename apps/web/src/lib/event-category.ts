import { eventCategoryOfName } from '@portal/contracts';
import type { TFunction } from 'i18next';

/**
 * An event category's name in the reader's language (the `events` texts): a listed category by
 * its slug, an older free-text one as it was typed.
 */
export function categoryLabel(t: TFunction<'events'>, name: string): string {
  const slug = eventCategoryOfName(name);
  return slug === null ? name : t(`categoryNames.${slug}`);
}
