import { Alert, Button, Group, Paper, Title } from '@mantine/core';
import type { CvSection as CvSectionName } from '@portal/contracts';
import { useEffect, useId, useRef, type ReactNode, type Ref, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

interface CvSectionProps {
  seccion: CvSectionName;
  title: string;
  /** Shown beside the title: e.g. the 'Editar' button. */
  action?: ReactNode;
  children: ReactNode;
  /** A section edited as a whole: its editor's `area`, so the focus follows the form. */
  area?: Ref<HTMLDivElement>;
}

/** One part of the CV (h2), reachable at `#cv-<seccion>` from the completeness meter. */
export function CvSection({ seccion, title, action, children, area }: CvSectionProps) {
  const id = useId();
  return (
    <Paper
      ref={area}
      component="section"
      aria-labelledby={id}
      withBorder
      p="md"
      id={`cv-${seccion}`}
      data-testid={`cv-section-${seccion}`}
    >
      <Group justify="space-between" align="center" mb="sm" gap="xs">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

/** The 'Editar' button of a section in view mode. */
export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation('cv');
  return (
    <Button size="xs" variant="light" onClick={onClick} aria-label={label}>
      {t('actions.edit')}
    </Button>
  );
}

/**
 * Escape in the form cancels it, as 'Cancelar' does (the focus then goes back to 'Editar'), unless
 * it closes an open list first (a select's options): the control that opened it still says
 * `aria-expanded="true"` while the key is handled. Not while saving.
 */
function useEscapeCancels(
  footer: RefObject<HTMLElement | null>,
  onCancel: () => void,
  saving: boolean,
) {
  useEffect(() => {
    const form = footer.current?.closest('form');
    if (form === null || form === undefined || saving) {
      return undefined;
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) {
        return;
      }
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target?.getAttribute('aria-expanded') === 'true') {
        return;
      }
      onCancel();
    };
    form.addEventListener('keydown', onKey);
    return () => {
      form.removeEventListener('keydown', onKey);
    };
  }, [footer, onCancel, saving]);
}

/**
 * Save and cancel of a form in edit mode, and the general message of a refused save. Escape
 * cancels too.
 */
export function FormFooter({
  saving,
  onCancel,
  general,
}: {
  saving: boolean;
  onCancel: () => void;
  general: string | null;
}) {
  const { t } = useTranslation('cv');
  const footer = useRef<HTMLDivElement>(null);
  useEscapeCancels(footer, onCancel, saving);
  return (
    <>
      {general !== null && (
        <Alert color="red" variant="light" role="alert" data-testid="cv-save-error">
          {general}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs" ref={footer}>
        <Button variant="default" onClick={onCancel} disabled={saving}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('actions.save')}
        </Button>
      </Group>
    </>
  );
}
