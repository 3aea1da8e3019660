// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusAfterChange } from './focus-after-change.ts';

/** A panel whose button is replaced by what it did, as «Inscribirme» is by the application. */
function Panel() {
  const [done, setDone] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusAfterChange(heading, done);
  return (
    <section>
      <h2 ref={heading} tabIndex={-1}>
        Mi candidatura
      </h2>
      <input aria-label="Mensaje" />
      {done ? (
        <p>Inscrito</p>
      ) : (
        <button
          onClick={() => {
            setDone(true);
          }}
        >
          Inscribirme
        </button>
      )}
    </section>
  );
}

afterEach(cleanup);

describe('useFocusAfterChange', () => {
  it('gives the focus of a button that went away to the panel', async () => {
    render(<Panel />);
    const button = screen.getByRole('button', { name: 'Inscribirme' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Mi candidatura' }));
    });
  });

  it('leaves a focus that is not lost where it is', async () => {
    render(<Panel />);
    const field = screen.getByRole('textbox', { name: 'Mensaje' });
    field.focus();
    fireEvent.click(screen.getByRole('button', { name: 'Inscribirme' }));
    await screen.findByText('Inscrito');
    expect(document.activeElement).toBe(field);
  });
});
