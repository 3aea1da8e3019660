import { describe, expect, it } from 'vitest';
import { newsStateOf } from './news.ts';

describe('where a news item stands for readers', () => {
  const today = '2026-12-02';

  it('is a draft while unpublished, whatever its day', () => {
    expect(newsStateOf({ publicada: false, fechaPublicacion: '2026-11-01' }, today)).toBe('draft');
    expect(newsStateOf({ publicada: false, fechaPublicacion: '2027-01-01' }, today)).toBe('draft');
  });

  it('is scheduled when published for a later day, and readable from its day on', () => {
    expect(newsStateOf({ publicada: true, fechaPublicacion: '2026-12-03' }, today)).toBe(
      'scheduled',
    );
    expect(newsStateOf({ publicada: true, fechaPublicacion: today }, today)).toBe('published');
    expect(newsStateOf({ publicada: true, fechaPublicacion: '2026-12-01' }, today)).toBe(
      'published',
    );
  });
});
