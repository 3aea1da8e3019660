// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { renderAtUrl, resetPagesAtUrl } from '../test/page-at-url.tsx';

resetPagesAtUrl();

// Without an i18next instance the texts are their keys: «actions.cancel» is «Cancelar».
const dialog = (props: {
  danger?: boolean;
  error?: string | null;
  pending?: boolean;
  onClose?: () => void;
}) => (
  <ConfirmDialog
    opened
    title="Borrar el contacto"
    body="Se borrará «Ana Ruiz»."
    confirmLabel="Borrar"
    pending={false}
    onClose={() => undefined}
    onConfirm={() => undefined}
    testId="contact-delete"
    {...props}
  />
);

describe('ConfirmDialog', () => {
  it('starts on «Cancel» before a destructive action, so an early Enter removes nothing', async () => {
    renderAtUrl('/', dialog({ danger: true }));
    await screen.findByRole('dialog', { name: 'Borrar el contacto' });
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'actions.cancel' }));
    });
  });

  it('starts on the action when it is not destructive, and shows a refusal inside', async () => {
    renderAtUrl('/', dialog({ error: 'El contacto tiene convenios' }));
    await screen.findByRole('dialog', { name: 'Borrar el contacto' });
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByTestId('dialog-confirm'));
    });
    expect(screen.getByRole('alert').textContent).toBe('El contacto tiene convenios');
  });

  it('cannot be closed while the action is under way', async () => {
    let closed = 0;
    renderAtUrl(
      '/',
      dialog({
        danger: true,
        pending: true,
        onClose: () => {
          closed += 1;
        },
      }),
    );
    const shown = await screen.findByRole('dialog', { name: 'Borrar el contacto' });
    expect(screen.queryByRole('button', { name: 'actions.close' })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'actions.cancel' }).disabled).toBe(
      true,
    );
    fireEvent.keyDown(shown, { key: 'Escape' });
    expect(closed).toBe(0);
  });
});
