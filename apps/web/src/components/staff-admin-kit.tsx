export { ExportButtons } from './list-kit/list-export.tsx';
export { ListPager } from './list-kit/list-pager.tsx';
export { ConfirmDialog } from './confirm-dialog.tsx';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client.ts';
import { useFocusWhenShown } from '../lib/focus-after-change.ts';

/** The server's message of a failed call (515, 409…), or the generic one. */
export function useCallErrorText() {
  const { t } = useTranslation('staffAdmin');
  return (error: unknown): string | null => {
    if (error === null || error === undefined) {
      return null;
    }
    if (isApiError(error) && error.mensaje) {
      return error.mensaje;
    }
    return t('common.failed');
  };
}

/** Label and value pairs of a record. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
      {items
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed" fw={600}>
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-wrap' }}>
              {value}
            </Text>
          </div>
        ))}
    </SimpleGrid>
  );
}

interface DialogBase {
  opened: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  onClose: () => void;
  pending: boolean;
  error: string | null;
  danger?: boolean;
  testId?: string;
}

/** Asks for a text (reason, message) of `min`–`max` characters before an action. */
export function TextDialog({
  opened,
  title,
  body,
  label,
  confirmLabel,
  onClose,
  onSubmit,
  pending,
  error,
  danger,
  min = 3,
  max = 1000,
  testId,
}: DialogBase & { label: string; onSubmit: (text: string) => void; min?: number; max?: number }) {
  const { t } = useTranslation('staffAdmin');
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const close = () => {
    setText('');
    setFieldError(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        noValidate
        data-testid={testId}
        onSubmit={(event) => {
          event.preventDefault();
          const value = text.trim();
          if (value.length < min || value.length > max) {
            setFieldError(value === '' ? t('common.required') : t('common.length', { min, max }));
            return;
          }
          setFieldError(null);
          onSubmit(value);
        }}
      >
        <Stack gap="md">
          <Text>{body}</Text>
          <Textarea
            label={label}
            description={t('common.length', { min, max })}
            required
            autosize
            minRows={3}
            maxRows={10}
            data-autofocus
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
            }}
            error={fieldError}
            data-testid="dialog-text"
          />
          {error !== null && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              color={danger ? 'red.9' : undefined}
              loading={pending}
              data-testid="dialog-confirm"
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * What the last action did; `seq` is new for every outcome, the same one twice too (a mail resent
 * twice), so the notice takes the focus each time.
 */
export interface Notice {
  text: string;
  seq: number;
}

/** The state of a page's `DoneNotice`: set it to what an action did, or to null to hide it. */
export function useNotice(): [Notice | null, (text: string | null) => void] {
  const [notice, setNotice] = useState<Notice | null>(null);
  const count = useRef(0);
  const set = useCallback((text: string | null) => {
    count.current += 1;
    setNotice(text === null ? null : { text, seq: count.current });
  }, []);
  return [notice, set];
}

/** The outcome of the last action, announced politely. */
export function DoneNotice({
  notice,
  onClose,
  testId = 'staff-done',
}: {
  notice: Notice | null;
  onClose: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('staffAdmin');
  // The button that did it was disabled while it ran, which lost the focus: the notice takes it,
  // again when the same outcome comes again.
  const box = useRef<HTMLDivElement>(null);
  useFocusWhenShown(box, notice?.seq ?? null);
  if (notice === null) {
    return null;
  }
  return (
    <Alert
      ref={box}
      tabIndex={-1}
      color="green"
      variant="light"
      role="status"
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onClose}
      data-testid={testId}
    >
      {notice.text}
    </Alert>
  );
}
