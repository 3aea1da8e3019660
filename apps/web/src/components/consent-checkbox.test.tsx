// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { cloneElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ConsentCheckbox, privacyPolicyLink } from './consent-checkbox.tsx';
import { renderAtUrl, resetPagesAtUrl } from '../test/page-at-url.tsx';

resetPagesAtUrl();

describe('ConsentCheckbox', () => {
  it('is required and shows the asterisk without it being read as part of its name', () => {
    renderAtUrl(
      '/',
      <ConsentCheckbox
        label={
          <>
            He leído y acepto la{' '}
            {cloneElement(privacyPolicyLink, { children: 'política de privacidad' })}
          </>
        }
        data-testid="privacy"
      />,
    );
    const box = screen.getByRole('checkbox', {
      name: 'He leído y acepto la política de privacidad',
    });
    expect((box as HTMLInputElement).required).toBe(true);
    expect(screen.getByText('*', { exact: false }).getAttribute('aria-hidden')).toBe('true');
    const policy = screen.getByRole('link', { name: 'política de privacidad' });
    expect(policy.getAttribute('href')).toBe('/politica-de-privacidad');
    // Told apart from the sentence by more than its colour.
    expect(policy.getAttribute('data-underline')).toBe('always');
  });
});
