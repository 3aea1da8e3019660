// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { BrowserRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LocationSync } from './location-sync.tsx';

function ShownPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

/** Moves the address bar while the router renders, before its listener is in place. */
function BackDuringFirstRender() {
  if (window.location.pathname === '/login') {
    window.history.pushState(null, '', '/politica-de-privacidad');
    window.dispatchEvent(new PopStateEvent('popstate'));
  }
  return null;
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('LocationSync', () => {
  it('follows a location change made during the first render, which the router missed', async () => {
    window.history.replaceState(null, '', '/login');
    await act(async () => {
      render(
        <BrowserRouter>
          <BackDuringFirstRender />
          <LocationSync />
          <ShownPath />
        </BrowserRouter>,
      );
      await Promise.resolve();
    });
    expect(await screen.findByText('/politica-de-privacidad')).toBeTruthy();
    expect(window.location.pathname).toBe('/politica-de-privacidad');
  });

  it('changes nothing when the router and the address agree', async () => {
    window.history.replaceState(null, '', '/ofertas-practicas?pagina=2');
    const before = window.history.length;
    await act(async () => {
      render(
        <BrowserRouter>
          <LocationSync />
          <ShownPath />
        </BrowserRouter>,
      );
      await Promise.resolve();
    });
    expect(screen.getByTestId('path').textContent).toBe('/ofertas-practicas');
    expect(window.location.search).toBe('?pagina=2');
    expect(window.history.length).toBe(before);
  });
});
