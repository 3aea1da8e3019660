// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../lib/session.ts';
import { stubMatchMedia } from '../../test/match-media.ts';
import { buildToken } from '../../test/tokens.ts';
import { NoCurrentDegreesPopup } from './no-current-degrees-popup.tsx';
import {
  SOCIAL_SECURITY_PROMPT_DELAY_MS,
  SocialSecurityPrompt,
} from './social-security-prompt.tsx';

beforeAll(() => {
  stubMatchMedia();
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  endSession();
  vi.useRealTimers();
});

/** A student's first sign-in with both after-login prompts due. */
function signInWithBothPrompts() {
  startSession({
    token: buildToken(),
    data: {
      conPracticas: true,
      conEmpleo: false,
      primerAcceso: true,
      faltaNumeroSeguridadSocial: true,
      alumnoConPracticasSinTitulacionesEnCurso: true,
    },
    ambito: 'PrivadoAlumno',
    remember: false,
  });
}

function renderPrompts(path: string) {
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={[path]}>
        <NoCurrentDegreesPopup />
        <SocialSecurityPrompt />
      </MemoryRouter>
    </MantineProvider>,
  );
}

/** Lets `ms` pass, then the dialogs' transitions that this started (a second step of time). */
const wait = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
  act(() => {
    vi.advanceTimersByTime(1000);
  });
};

/** The dialog's accessible name: its title (the i18n key here, as no language is loaded). */
const nameOf = (dialog: HTMLElement) =>
  document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';

describe('after-login prompts', () => {
  it('show one dialog at a time: no current studies first, the social security number after it', () => {
    signInWithBothPrompts();
    renderPrompts('/');
    wait(SOCIAL_SECURITY_PROMPT_DELAY_MS * 3);
    expect(screen.getAllByRole('dialog').map(nameOf)).toEqual(['noCurrentDegrees.title']);

    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    wait(SOCIAL_SECURITY_PROMPT_DELAY_MS * 2);
    expect(screen.getAllByRole('dialog').map(nameOf)).toEqual(['socialSecurity.title']);
  });

  it('on the CV page offers to add the number there rather than go to it', () => {
    signInWithBothPrompts();
    renderPrompts('/cv');
    wait(SOCIAL_SECURITY_PROMPT_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    wait(SOCIAL_SECURITY_PROMPT_DELAY_MS * 2);
    expect(screen.getByRole('button', { name: 'socialSecurity.addNow' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'socialSecurity.goToCv' })).toBeNull();
  });
});
