// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserRouter } from 'react-router';
import { useUrlFilters } from './use-url-filters.ts';

/** Sets the state, then the search, in one handler: the second call runs before any re-render. */
function Filters() {
  const [values, setValues] = useUrlFilters(['texto', 'estado'] as const);
  return (
    <>
      <output data-testid="values">{`${values.estado}|${values.texto}`}</output>
      <button
        type="button"
        onClick={() => {
          setValues({ estado: 'todas' });
          setValues({ texto: 'baja.listado' }, { replace: true });
        }}
      >
        both
      </button>
    </>
  );
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('useUrlFilters', () => {
  it('keeps a state chosen and a search typed before the list re-rendered', () => {
    window.history.replaceState(null, '', '/gestion/solicitudes/bajas?estado=rechazada');
    render(
      <BrowserRouter>
        <Filters />
      </BrowserRouter>,
    );
    expect(screen.getByTestId('values').textContent).toBe('rechazada|');
    act(() => {
      screen.getByRole('button', { name: 'both' }).click();
    });
    expect(screen.getByTestId('values').textContent).toBe('todas|baja.listado');
    expect(new URLSearchParams(window.location.search).get('estado')).toBe('todas');
  });
});
