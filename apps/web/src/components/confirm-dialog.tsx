import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { focusWhenDialogLetsGo } from '../lib/focus-after-change.ts';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  /** «Cancelar» unless the question asks for its own answer («No, mantenerla»). */
  cancelLabel?: string;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
  /** The server's refusal, shown inside so the question stays answerable. */
  error?: string | null;
  /** An action that removes or ends something: a red button, and the focus starts on «Cancel». */
  danger?: boolean;
  testId?: string;
  /** More under the question (a refusal drawn by the caller, a warning). */
  children?: ReactNode;
  /**
   * Where the focus goes back when the dialog closes, when what opened it is gone by then (an
   * item of a menu that closed): otherwise the focus returns to the opener itself.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * A yes/no question before an action. It cannot be closed while the action is under way (closing
 * it would hide how the action ends); the caller closes it once the action has ended. The focus
 * starts on the answer least likely to do harm: «Cancelar» before a destructive action (so an
 * Enter pressed too soon removes nothing), the action itself otherwise.
 */
export function ConfirmDialog({
  opened,
  title,
  body,
  confirmLabel,
  cancelLabel,
  onClose,
  onConfirm,
  pending,
  error = null,
  danger = false,
  testId,
  children,
  returnFocusTo,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!pending) {
          onClose();
        }
      }}
      title={title}
      centered
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      withCloseButton={!pending}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      returnFocus={returnFocusTo === undefined}
      onExitTransitionEnd={() => {
        const target = returnFocusTo?.current;
        if (target) {
          focusWhenDialogLetsGo(target);
        }
      }}
    >
      <Stack gap="md" data-testid={testId}>
        <Text>{body}</Text>
        {children}
        {error !== null && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {/* Mantine focuses the first element that has `data-autofocus` at all, whatever its value. */}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={onClose}
            disabled={pending}
            data-autofocus={danger || undefined}
          >
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button
            color={danger ? 'red.9' : undefined}
            loading={pending}
            onClick={onConfirm}
            data-autofocus={!danger || undefined}
            data-testid="dialog-confirm"
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
