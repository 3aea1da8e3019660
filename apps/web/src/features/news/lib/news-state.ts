import type { StaffNewsItem } from '@portal/contracts';

/** Where a news item stands for readers: a draft, published for a later day, or readable now. */
export type NewsState = 'published' | 'scheduled' | 'draft';

/** `today` is the day in Madrid (`spanishToday()`): an item shows from its publication day on. */
export const newsStateOf = (
  item: Pick<StaffNewsItem, 'publicada' | 'fechaPublicacion'>,
  today: string,
): NewsState =>
  !item.publicada ? 'draft' : item.fechaPublicacion > today ? 'scheduled' : 'published';

export const newsStateColour: Record<NewsState, string> = {
  published: 'green',
  scheduled: 'blue',
  draft: 'gray',
};
