import { Anchor, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { pathFor, type StaffCompanyDetail, type StaffCompanyUser } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import {
  ConfirmDialog,
  DoneNotice,
  Facts,
  TextDialog,
  useCallErrorText,
} from '../../../components/staff-admin-kit.tsx';
import {
  useBlockCompany,
  useMergeCompanies,
  useRejectCompany,
  useRemoveCompanyUser,
  useStaffCompany,
  useUnblockCompany,
  useValidateCompany,
} from '../api/staff-companies.ts';
import { AddUserDialog, EditCompanyDialog } from '../components/company-forms.tsx';
import { CompanyStateBadges } from '../components/company-state-badges.tsx';

type Dialog =
  | { kind: 'validate' | 'reject' | 'block' | 'unblock' | 'edit' | 'addUser' }
  | { kind: 'merge'; dup: { idEmpresa: number; nombreComercial: string } }
  | { kind: 'remove'; user: StaffCompanyUser }
  | null;

function CompanyRecord({ company }: { company: StaffCompanyDetail }) {
  const { t } = useTranslation('staffAdmin');
  const errorText = useCallErrorText();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<string | null>(null);
  const validate = useValidateCompany();
  const reject = useRejectCompany();
  const block = useBlockCompany();
  const unblock = useUnblockCompany();
  const merge = useMergeCompanies();
  const remove = useRemoveCompanyUser();
  const close = () => {
    setDialog(null);
  };
  const open = (next: Dialog) => {
    for (const m of [validate, reject, block, unblock, merge, remove]) {
      m.reset();
    }
    setDone(null);
    setDialog(next);
  };
  const finish = (text: string) => {
    setDialog(null);
    setDone(text);
  };
  const pending = !company.validada && !company.bloqueada;
  const name = company.nombreComercial;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={pathFor('gestion_empresas')} w="fit-content">
        {t('common.back')}
      </Anchor>
      <DoneNotice
        text={done}
        onClose={() => {
          setDone(null);
        }}
      />
      <Section
        title={name}
        testId="company-record"
        action={<CompanyStateBadges company={company} />}
      >
        <Stack gap="md">
          <Facts
            items={[
              [t('companies.list.cif'), company.cif],
              [t('companies.detail.legalName'), company.razonSocial],
              [t('companies.detail.email'), company.email],
              [t('companies.detail.phone'), company.telefono],
              [t('companies.detail.web'), company.web],
              [
                t('companies.detail.address'),
                [company.direccion, company.cp].filter(Boolean).join(' · '),
              ],
              [t('companies.list.registered'), company.fechaAlta],
              [t('companies.list.offers'), String(company.numOfertas)],
              [t('companies.detail.pendingOffers'), String(company.numOfertasPendientes)],
              [t('companies.detail.blockMessage'), company.mensajeBloqueo],
              [t('companies.detail.description'), company.descripcion],
            ]}
          />
          <Group gap="sm" aria-label={t('companies.detail.actions')} role="group">
            {pending && (
              <Button
                onClick={() => {
                  open({ kind: 'validate' });
                }}
                data-testid="company-validate"
              >
                {t('companies.detail.validate')}
              </Button>
            )}
            {pending && (
              <Button
                variant="default"
                onClick={() => {
                  open({ kind: 'reject' });
                }}
                data-testid="company-reject"
              >
                {t('companies.detail.reject')}
              </Button>
            )}
            {company.bloqueada ? (
              <Button
                variant="default"
                onClick={() => {
                  open({ kind: 'unblock' });
                }}
                data-testid="company-unblock"
              >
                {t('companies.detail.unblock')}
              </Button>
            ) : (
              <Button
                variant="default"
                color="red.9"
                onClick={() => {
                  open({ kind: 'block' });
                }}
                data-testid="company-block"
              >
                {t('companies.detail.block')}
              </Button>
            )}
            <Button
              variant="default"
              onClick={() => {
                open({ kind: 'edit' });
              }}
              data-testid="company-edit"
            >
              {t('companies.detail.edit')}
            </Button>
          </Group>
        </Stack>
      </Section>

      <Section title={t('companies.detail.duplicates')} testId="company-duplicates">
        {company.duplicadas.length === 0 ? (
          <Text size="sm">{t('companies.detail.noDuplicates')}</Text>
        ) : (
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {company.duplicadas.map((dup) => (
              <Group component="li" key={dup.idEmpresa} gap="sm">
                <Anchor component={Link} to={pathFor('gestion_empresa', { id: dup.idEmpresa })}>
                  {dup.nombreComercial}
                </Anchor>
                <Text size="sm">{dup.cif}</Text>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => {
                    open({ kind: 'merge', dup });
                  }}
                  aria-label={t('companies.detail.mergeNamed', { name: dup.nombreComercial })}
                  data-testid="company-merge"
                >
                  {t('companies.detail.merge')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Section>

      <Section
        title={t('companies.detail.users')}
        testId="company-users"
        action={
          <Button
            size="xs"
            onClick={() => {
              open({ kind: 'addUser' });
            }}
            data-testid="company-add-user"
          >
            {t('companies.detail.addUser')}
          </Button>
        }
      >
        {company.usuarios.length === 0 ? (
          <Text size="sm">{t('companies.detail.noUsers')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('companies.detail.userName')}</Table.Th>
                  <Table.Th>{t('companies.detail.email')}</Table.Th>
                  <Table.Th>{t('companies.detail.position')}</Table.Th>
                  <Table.Th>{t('companies.detail.lastLogin')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('companies.detail.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {company.usuarios.map((user) => (
                  <Table.Tr key={user.idUsuario} data-testid="company-user">
                    <Table.Td>
                      {user.nombre} {user.apellidos}
                    </Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>{user.cargo}</Table.Td>
                    <Table.Td>{user.ultimoAcceso ?? t('companies.detail.never')}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => {
                          open({ kind: 'remove', user });
                        }}
                        aria-label={t('companies.detail.removeUserNamed', {
                          name: `${user.nombre} ${user.apellidos}`,
                        })}
                      >
                        {t('companies.detail.removeUser')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>

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
    </Stack>
  );
}

/** /gestion/empresas/{id}: a company's record, its users and duplicates, and every action on it. */
export default function StaffCompanyPage() {
  const { id = '' } = useParams();
  const query = useStaffCompany(Number(id));
  return (
    <PageFrame>
      <QueryState query={query} emptyText="" isEmpty={() => false}>
        {(company) => <CompanyRecord company={company} />}
      </QueryState>
    </PageFrame>
  );
}
