// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusAfterChange, useFocusArea, useFocusWhenShown } from './focus-after-change.ts';

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

/** A CV section: the photo's button, then 'Editar' that the form replaces, and back. */
function Section() {
  const [editing, setEditing] = useState(false);
  const area = useFocusArea<HTMLElement>(editing);
  return (
    <section ref={area}>
      {!editing && (
        <button
          onClick={() => {
            setEditing(true);
          }}
        >
          Editar
        </button>
      )}
      <button>Cambiar la foto</button>
      {editing && (
        <form data-focus-first>
          <input aria-label="Teléfono" />
          <button
            type="button"
            onClick={() => {
              setEditing(false);
            }}
          >
            Cancelar
          </button>
        </form>
      )}
    </section>
  );
}

/** A sign-in whose credentials' form gives way to a choice loaded afterwards. */
function Choice() {
  const form = useRef<HTMLFormElement>(null);
  useFocusWhenShown(form);
  return (
    <form ref={form}>
      <input type="radio" name="empresa" aria-label="Primera" />
    </form>
  );
}

function SignIn() {
  const [chosen, setChosen] = useState(false);
  return chosen ? (
    <Choice />
  ) : (
    <button
      onClick={() => {
        setChosen(true);
      }}
    >
      Entrar
    </button>
  );
}

describe('useFocusArea', () => {
  it('takes the focus into the form, past earlier controls, and back to the button', async () => {
    render(<Section />);
    const edit = screen.getByRole('button', { name: 'Editar' });
    edit.focus();
    fireEvent.click(edit);
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Teléfono' }));
    });
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    cancel.focus();
    fireEvent.click(cancel);
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Editar' }));
    });
  });
});

/** A tags field: a saved tag's remove button out of the tab order, a read-only field first. */
function Tags() {
  const [editing, setEditing] = useState(false);
  const area = useFocusArea<HTMLDivElement>(editing);
  return (
    <div ref={area}>
      {editing ? (
        <>
          <input aria-label="DNI" readOnly />
          <button tabIndex={-1} aria-hidden="true">
            ×
          </button>
          <input aria-label="Competencias" />
        </>
      ) : (
        <button
          onClick={() => {
            setEditing(true);
          }}
        >
          Editar
        </button>
      )}
    </div>
  );
}

describe('the first control', () => {
  it('is one a keyboard reaches: not read-only, not out of the tab order', async () => {
    render(<Tags />);
    const edit = screen.getByRole('button', { name: 'Editar' });
    edit.focus();
    fireEvent.click(edit);
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Competencias' }));
    });
  });
});

describe('useFocusWhenShown', () => {
  it('gives a part that replaced the focused button the focus when it shows', async () => {
    render(<SignIn />);
    const enter = screen.getByRole('button', { name: 'Entrar' });
    enter.focus();
    fireEvent.click(enter);
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Primera' }));
    });
  });

  it('leaves a focus that something else took', () => {
    const outside = document.createElement('input');
    document.body.append(outside);
    outside.focus();
    render(<Choice />);
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });
});
