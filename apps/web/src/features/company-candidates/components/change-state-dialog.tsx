import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { statusMessage, type ApplicationStateOption } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { showCallError } from '../../../lib/query-client.ts';
import { useChangeApplicationState } from '../api/change-application-state.ts';
import { useApplicationStateName } from '../../../lib/application-state-names.ts';

export interface ChangeStateTarget {
  idCandidatura: number;
  nombre: string;
  Estado: string;
  transiciones: readonly ApplicationStateOption[];
}

/**
 * Moves an application to one of the states the state machine allows now (the server's
 * `transiciones`), with an optional message for the candidate. A refusal (14 / 49) is shown here.
 */
export function ChangeStateDialog({
  target,
  onClose,
  onChanged,
}: {
  target: ChangeStateTarget | null;
  onClose: () => void;
  onChanged?: () => void;
}) {
  const { t, i18n } = useTranslation('companyOffers');
  const stateName = useApplicationStateName();
  const [idEstado, setIdEstado] = useState<string | null>(null);
  const [mensaje, setMensaje] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<{ titulo: string; cuerpo: string } | null>(null);
  const change = useChangeApplicationState(onChanged);

  const close = () => {
    setIdEstado(null);
    setMensaje('');
    setSubmitted(false);
    setRefusal(null);
    change.reset();
    onClose();
  };

  const submit = () => {
    setSubmitted(true);
    if (target === null || idEstado === null) {
      return;
    }
    setRefusal(null);
    change.mutate(
      { idCandidatura: target.idCandidatura, idEstado: Number(idEstado), mensaje },
      {
        onSuccess: close,
        onError: (error) => {
          if (isApiError(error) && !error.network && error.status < 500) {
            const lang = i18n.language === 'en' ? 'en' : 'es';
            setRefusal(statusMessage(error.status, lang, {}, error.mensaje));
          } else {
            showCallError(error);
          }
        },
      },
    );
  };

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={t('candidates.change.title', { nombre: target?.nombre ?? '' })}
      centered
      closeButtonProps={{ 'aria-label': t('actions.closeDialog') }}
    >
      {target === null ? null : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t('candidates.change.current', { estado: target.Estado })}</Text>
            <Select
              label={t('candidates.change.newState')}
              required
              data={target.transiciones.map((s) => ({
                value: String(s.idEstado),
                label: stateName(s.idEstado, s.Estado),
              }))}
              value={idEstado}
              onChange={setIdEstado}
              error={submitted && idEstado === null ? t('candidates.change.required') : null}
              data-autofocus
            />
            <Textarea
              label={t('candidates.change.message')}
              description={t('candidates.change.messageHint')}
              autosize
              minRows={3}
              maxLength={1000}
              value={mensaje}
              onChange={(event) => {
                setMensaje(event.currentTarget.value);
              }}
            />
            {refusal === null ? null : (
              <Alert
                color="red"
                variant="light"
                title={refusal.titulo}
                role="alert"
                data-testid="state-refused"
              >
                {refusal.cuerpo}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close} disabled={change.isPending}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" loading={change.isPending}>
                {t('candidates.change.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
