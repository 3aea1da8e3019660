// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

/** A fresh module each test: the first page is shown once per page load. */
const load = () => import('./first-screen.ts');

describe('afterFirstScreen (the error banner waits for the first screen)', () => {
  it('runs the task only once the first page has rendered and no call is out, when idle', async () => {
    vi.useFakeTimers();
    const { afterFirstScreen, noteFirstPageShown } = await load();
    const client = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    void client.query({
      queryKey: ['slow'],
      queryFn: () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
    });
    const task = vi.fn();
    afterFirstScreen(client, task);
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).not.toHaveBeenCalled();
    noteFirstPageShown();
    await vi.advanceTimersByTimeAsync(5000);
    // The page's call is still out.
    expect(task).not.toHaveBeenCalled();
    answer('done');
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs it after the first page when nothing is being fetched', async () => {
    vi.useFakeTimers();
    const { afterFirstScreen, noteFirstPageShown } = await load();
    const task = vi.fn();
    afterFirstScreen(new QueryClient(), task);
    noteFirstPageShown();
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
