import { Button, Group } from '@mantine/core';
import type { StaffCandidateSheet } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFile, saveFile } from '../../../../lib/download.ts';
import { showCallError } from '../../../../lib/query-client.ts';
import {
  personDataHref,
  useBlockCandidate,
  useResendActivation,
  useResendConfirmation,
  useUnblockCandidate,
  useWithdrawCandidate,
} from '../api/staff-candidates.ts';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

/**
 * What the office may do with the candidate: block (the message is shown at sign-in, 90),
 * unblock or reactivate, withdraw (32) and the RGPD export of every table about the person.
 * `onNotice` receives the confirmation text of a done action.
 */
export function CandidateActions({
  candidate: c,
  onNotice,
}: {
  candidate: StaffCandidateSheet;
  onNotice: (text: string) => void;
}) {
  const { t } = useTranslation('backOffice');
  const block = useBlockCandidate();
  const unblock = useUnblockCandidate();
  const resend = useResendConfirmation();
  const activate = useResendActivation();
  const withdraw = useWithdrawCandidate();
  const [dialog, setDialog] = useState<'block' | 'withdraw' | null>(null);
  const [exporting, setExporting] = useState(false);
  const name = `${c.nombre} ${c.apellidos}`;

  return (
    <Group gap="xs">
      {c.estado === 'activo' && (
        <Button
          color="red"
          variant="outline"
          onClick={() => {
            setDialog('block');
          }}
          data-testid="candidate-block"
        >
          {t('candidates.actions.block')}
        </Button>
      )}
      {c.estado !== 'activo' && c.cv !== null && (
        <Button
          variant="default"
          loading={unblock.isPending}
          data-testid="candidate-unblock"
          onClick={() => {
            unblock.mutate(c.idUsuario, {
              onSuccess: () => {
                onNotice(t('candidates.notice.unblocked'));
              },
            });
          }}
        >
          {t(
            c.estado === 'bloqueado'
              ? 'candidates.actions.unblock'
              : 'candidates.actions.reactivate',
          )}
        </Button>
      )}
      {!c.emailConfirmado && c.estado !== 'baja' && (
        <Button
          variant="default"
          loading={resend.isPending}
          data-testid="candidate-resend-confirmation"
          onClick={() => {
            resend.mutate(c.idUsuario, {
              onSuccess: () => {
                onNotice(t('candidates.notice.confirmationResent', { email: c.email }));
              },
            });
          }}
        >
          {t('candidates.actions.resendConfirmation')}
        </Button>
      )}
      {c.activacionPendiente && c.estado !== 'baja' && (
        <Button
          variant="default"
          loading={activate.isPending}
          data-testid="candidate-resend-activation"
          onClick={() => {
            activate.mutate(c.idUsuario, {
              onSuccess: () => {
                onNotice(t('candidates.notice.activationResent', { email: c.email }));
              },
            });
          }}
        >
          {t('candidates.actions.resendActivation')}
        </Button>
      )}
      {c.estado !== 'baja' && (
        <Button
          color="red"
          variant="outline"
          onClick={() => {
            setDialog('withdraw');
          }}
          data-testid="candidate-withdraw"
        >
          {t('candidates.actions.withdraw')}
        </Button>
      )}
      <Button
        variant="default"
        loading={exporting}
        data-testid="candidate-export"
        onClick={() => {
          setExporting(true);
          // Saved under the server's name, which follows the interface's language.
          fetchFile(personDataHref(c.idUsuario), `${String(c.idUsuario)}.json`)
            .then(saveFile)
            .catch(showCallError)
            .finally(() => {
              setExporting(false);
            });
        }}
      >
        {t('candidates.actions.export')}
      </Button>
      <ReasonDialog
        opened={dialog === 'block'}
        title={t('candidates.block.title')}
        body={t('candidates.block.body', { name })}
        label={t('candidates.block.label')}
        hint={t('candidates.block.hint')}
        confirm={t('candidates.block.confirm')}
        pending={block.isPending}
        testId="block"
        onClose={() => {
          setDialog(null);
        }}
        onConfirm={(mensaje) => {
          block.mutate(
            { idUsuario: c.idUsuario, mensaje },
            {
              onSuccess: () => {
                setDialog(null);
                onNotice(t('candidates.notice.blocked'));
              },
            },
          );
        }}
      />
      <ConfirmDialog
        opened={dialog === 'withdraw'}
        title={t('candidates.withdraw.title')}
        body={t('candidates.withdraw.body', { name })}
        confirmLabel={t('candidates.withdraw.confirm')}
        pending={withdraw.isPending}
        danger
        testId="withdraw"
        onClose={() => {
          setDialog(null);
        }}
        onConfirm={() => {
          withdraw.mutate(c.idUsuario, {
            onSuccess: () => {
              setDialog(null);
              onNotice(t('candidates.notice.withdrawn'));
            },
          });
        }}
      />
    </Group>
  );
}
