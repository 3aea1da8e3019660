import { pathFor, type StaffCompanyDetail, type StaffCompanyUser } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  ConfirmDialog,
  TextDialog,
  useCallErrorText,
} from '../../../../components/staff-admin-kit.tsx';
import type { CompanyActions } from '../api/company-actions.ts';
import { AddUserDialog, EditCompanyDialog } from './company-forms.tsx';

/** The dialog open on a company's record, if any. */
export type CompanyDialog =
  | { kind: 'validate' | 'reject' | 'block' | 'unblock' | 'edit' | 'addUser' }
  | { kind: 'merge'; dup: { idEmpresa: number; nombreComercial: string } }
  | { kind: 'remove'; user: StaffCompanyUser }
  | null;

/** The dialogs of every action on a company; `finish` closes one with its confirmation. */
export function CompanyDialogs({
  company,
  dialog,
  actions,
  close,
  finish,
}: {
  company: StaffCompanyDetail;
  dialog: CompanyDialog;
  actions: CompanyActions;
  close: () => void;
  finish: (text: string) => void;
}) {
  const { t } = useTranslation('staffAdmin');
  const errorText = useCallErrorText();
  const navigate = useNavigate();
  const { validate, reject, block, unblock, merge, remove } = actions;
  const name = company.nombreComercial;
  return (
    <>
      <ConfirmDialog
        opened={dialog?.kind === 'validate'}
        title={t('companies.detail.validateTitle')}
        body={t('companies.detail.validateBody', { name })}
        confirmLabel={t('companies.detail.validate')}
        pending={validate.isPending}
        error={errorText(validate.error)}
        onClose={close}
        onConfirm={() => {
          validate.mutate(company.idEmpresa, {
            onSuccess: () => {
              finish(t('companies.detail.validated'));
            },
          });
        }}
      />
      <TextDialog
        opened={dialog?.kind === 'reject'}
        title={t('companies.detail.rejectTitle')}
        body={t('companies.detail.rejectBody', { name })}
        label={t('companies.requests.reason')}
        confirmLabel={t('companies.detail.reject')}
        danger
        pending={reject.isPending}
        error={errorText(reject.error)}
        onClose={close}
        onSubmit={(motivo) => {
          reject.mutate(
            { idEmpresa: company.idEmpresa, motivo },
            {
              onSuccess: () => {
                finish(t('companies.detail.rejected'));
              },
            },
          );
        }}
      />
      <TextDialog
        opened={dialog?.kind === 'block'}
        title={t('companies.detail.blockTitle')}
        body={t('companies.detail.blockBody')}
        label={t('companies.detail.message')}
        confirmLabel={t('companies.detail.block')}
        danger
        pending={block.isPending}
        error={errorText(block.error)}
        onClose={close}
        testId="block-dialog"
        onSubmit={(mensaje) => {
          block.mutate(
            { idEmpresa: company.idEmpresa, mensaje },
            {
              onSuccess: () => {
                finish(t('companies.detail.blocked'));
              },
            },
          );
        }}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'unblock'}
        title={t('companies.detail.unblockTitle')}
        body={t('companies.detail.unblockBody')}
        confirmLabel={t('companies.detail.unblock')}
        pending={unblock.isPending}
        error={errorText(unblock.error)}
        onClose={close}
        onConfirm={() => {
          unblock.mutate(company.idEmpresa, {
            onSuccess: () => {
              finish(t('companies.detail.unblocked'));
            },
          });
        }}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'merge'}
        title={t('companies.detail.mergeTitle')}
        body={t('companies.detail.mergeBody', {
          dup: dialog?.kind === 'merge' ? dialog.dup.nombreComercial : '',
          keep: name,
        })}
        confirmLabel={t('companies.detail.merge')}
        danger
        pending={merge.isPending}
        error={errorText(merge.error)}
        onClose={close}
        onConfirm={() => {
          if (dialog?.kind === 'merge') {
            merge.mutate(
              { idEmpresaConservada: company.idEmpresa, idEmpresaDuplicada: dialog.dup.idEmpresa },
              {
                onSuccess: () => {
                  finish(t('companies.detail.merged'));
                  void navigate(pathFor('gestion_empresa', { id: company.idEmpresa }));
                },
              },
            );
          }
        }}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'remove'}
        title={t('companies.detail.removeTitle')}
        body={t('companies.detail.removeBody', {
          name: dialog?.kind === 'remove' ? `${dialog.user.nombre} ${dialog.user.apellidos}` : '',
        })}
        confirmLabel={t('companies.detail.removeUser')}
        danger
        pending={remove.isPending}
        error={errorText(remove.error)}
        onClose={close}
        onConfirm={() => {
          if (dialog?.kind === 'remove') {
            remove.mutate(
              { idEmpresa: company.idEmpresa, idUsuario: dialog.user.idUsuario },
              {
                onSuccess: () => {
                  finish(t('companies.detail.removed'));
                },
              },
            );
          }
        }}
      />
      {dialog?.kind === 'edit' && (
        <EditCompanyDialog
          company={company}
          opened
          onClose={close}
          onDone={() => {
            finish(t('companies.detail.edited'));
          }}
        />
      )}
      <AddUserDialog
        companyId={company.idEmpresa}
        opened={dialog?.kind === 'addUser'}
        onClose={close}
        onDone={() => {
          finish(t('companies.detail.added'));
        }}
      />
    </>
  );
}
