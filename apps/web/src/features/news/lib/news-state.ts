import type { NewsState } from '@portal/contracts';

export const newsStateColour: Record<NewsState, string> = {
  published: 'green',
  scheduled: 'blue',
  draft: 'gray',
};
