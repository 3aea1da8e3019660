// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyOnce } from './lazy-once.tsx';

/**
 * A page with a button that opens a dialog loaded on first use, as the portal's are; with
 * `fadeMs` the dialog keeps the focus for that long after closing (its exit transition).
 */
function Page({ fadeMs = 0 }: { fadeMs?: number }) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  return (
    <>
      <button
        onClick={() => {
          setOpen(true);
          setShown(true);
        }}
      >
        Abrir
      </button>
      <input aria-label="Otro campo" />
      <LazyOnce when={open}>
        {shown && (
          <div role="dialog">
            <button
              onClick={() => {
                setOpen(false);
                if (fadeMs === 0) {
                  setShown(false);
                } else {
                  setTimeout(() => {
                    setShown(false);
                  }, fadeMs);
                }
              }}
            >
              Cerrar
            </button>
          </div>
        )}
      </LazyOnce>
    </>
  );
}

/** Opens the dialog from its button and closes it from inside, by mouse with the focus on each. */
async function openAndClose(): Promise<HTMLElement> {
  const opener = screen.getByRole('button', { name: 'Abrir' });
  opener.focus();
  fireEvent.click(opener);
  const close = await screen.findByRole('button', { name: 'Cerrar' });
  close.focus();
  fireEvent.click(close);
  return opener;
}

afterEach(cleanup);

describe('LazyOnce', () => {
  it('gives the focus back to what opened it the first time the dialog closes', async () => {
    render(<Page />);
    const opener = await openAndClose();
    await waitFor(() => {
      expect(document.activeElement).toBe(opener);
    });
  });

  it('waits for a closing dialog to unmount before giving the focus back', async () => {
    render(<Page fadeMs={80} />);
    const opener = await openAndClose();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    await waitFor(() => {
      expect(document.activeElement).toBe(opener);
    });
  });

  it('leaves the focus where something else has put it meanwhile', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar' }));
    const other = screen.getByRole('textbox', { name: 'Otro campo' });
    act(() => {
      other.focus();
    });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(other);
  });
});
