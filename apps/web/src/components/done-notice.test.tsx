// @vitest-environment jsdom
import { Button, MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../test/match-media.ts';
import { DoneNotice, useNotice } from './staff-admin-kit.tsx';

/** A page whose actions end in a notice (a click leaves the focus on the page, as a button disabled while its call ran does). */
function Page() {
  const [notice, setNotice] = useNotice();
  return (
    <MantineProvider>
      <Button
        onClick={() => {
          setNotice('Enlace de activación enviado.');
        }}
      >
        Reenviar
      </Button>
      <Button
        onClick={() => {
          setNotice(null);
        }}
      >
        Ocultar
      </Button>
      <DoneNotice
        notice={notice}
        onClose={() => {
          setNotice(null);
        }}
        testId="done"
      />
    </MantineProvider>
  );
}

beforeAll(stubMatchMedia);
afterEach(cleanup);

describe('DoneNotice', () => {
  it('takes a lost focus each time an action ends, the same outcome twice too', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar' }));
    const notice = screen.getByTestId('done');
    expect(document.activeElement).toBe(notice);
    notice.blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar' }));
    expect(document.activeElement).toBe(screen.getByTestId('done'));
  });

  it('is gone when cleared', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar' }));
    expect(screen.queryByTestId('done')).toBeNull();
  });
});
