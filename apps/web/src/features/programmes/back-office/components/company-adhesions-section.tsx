import { fieldErrorsOf } from '../../../../lib/field-error-text.ts';
import { Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { StaffCompanyAdhesion } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DoneAlert } from '../../../../components/content-editor/editor-modal.tsx';
import { ListTable, type ListColumn } from '../../../../components/list-kit/index.ts';
import { QueryState } from '../../../../components/query-state.tsx';
import { Section } from '../../../../components/section.tsx';
import {
  useCompanyAdhesions,
  useDecideCompanyAdhesion,
  type CompanyAdhesionFilters,
} from '../api/company-adhesions.ts';
import { AdhesionFilters } from './adhesion-filters.tsx';
import { dayOf, SaveError } from '../../../../components/content-editor/form-bits.tsx';
import { AdhesionDecisionButtons, AdhesionStateCell } from './adhesion-cells.tsx';
import { RejectAdhesionModal } from './reject-adhesion-modal.tsx';

/**
 * The companies that asked to join the programme: the careers office accepts or rejects (with a
 * reason) as it does for candidates; the company user who asked is told.
 */
export function CompanyAdhesionsSection({ id }: { id: number }) {
  const { t } = useTranslation('staffContent');
  const [estado, setEstado] = useState<CompanyAdhesionFilters['estado']>('');
  const [texto, setTexto] = useState('');
  const [search] = useDebouncedValue(texto.trim(), 300);
  const adhesions = useCompanyAdhesions(id, { estado, texto: search });
  const decide = useDecideCompanyAdhesion();
  const [rejecting, setRejecting] = useState<StaffCompanyAdhesion | null>(null);
  const [motivo, setMotivo] = useState('');
  const [done, setDone] = useState<string | null>(null);

  const accept = (a: StaffCompanyAdhesion) => {
    setDone(null);
    decide.mutate(
      { idPrograma: id, idEmpresa: a.idEmpresa, decision: 'aceptada' },
      {
        onSuccess: () => {
          setDone(t('companyAdhesions.accepted', { name: a.nombreComercial }));
        },
      },
    );
  };

  const columns: ListColumn<StaffCompanyAdhesion>[] = [
    {
      key: 'empresa',
      header: t('companyAdhesions.columns.company'),
      cell: (a) => (
        <>
          {a.nombreComercial}
          <Text size="sm" c="dimmed">
            {a.cif}
          </Text>
        </>
      ),
    },
    {
      key: 'solicitante',
      header: t('companyAdhesions.columns.requester'),
      cell: (a) => a.solicitante ?? '—',
    },
    { key: 'fecha', header: t('adhesions.columns.date'), cell: (a) => dayOf(a.fechaSolicitud) },
    {
      key: 'estado',
      header: t('adhesions.columns.state'),
      cell: (a) => (
        <AdhesionStateCell
          estado={a.estado}
          label={t(`companyAdhesions.state.${a.estado}`)}
          motivo={a.motivo}
        />
      ),
    },
    {
      key: 'acciones',
      header: t('columns.actions'),
      cell: (a) => (
        <AdhesionDecisionButtons
          estado={a.estado}
          name={a.nombreComercial}
          accepting={decide.isPending && decide.variables.idEmpresa === a.idEmpresa}
          onAccept={() => {
            accept(a);
          }}
          onReject={() => {
            setDone(null);
            decide.reset();
            setMotivo('');
            setRejecting(a);
          }}
        />
      ),
    },
  ];

  return (
    <Section title={t('companyAdhesions.title')} testId="company-adhesions">
      <Stack gap="sm">
        <AdhesionFilters
          filterLabel={t('companyAdhesions.filter')}
          searchLabel={t('companyAdhesions.search')}
          estado={estado}
          onEstado={setEstado}
          texto={texto}
          onTexto={setTexto}
        />
        <DoneAlert text={done} testId="company-adhesion-done" />
        <SaveError error={rejecting === null ? decide.error : null} />
        <QueryState query={adhesions} emptyText={t('companyAdhesions.empty')}>
          {(list) => (
            <ListTable
              testId="company-adhesion-list"
              rows={list}
              rowKey={(a) => a.idEmpresa}
              rowTestId={() => 'company-adhesion-row'}
              columns={columns}
            />
          )}
        </QueryState>
      </Stack>
      <RejectAdhesionModal
        opened={rejecting !== null}
        onClose={() => {
          setRejecting(null);
        }}
        help={t('companyAdhesions.rejectHelp', { name: rejecting?.nombreComercial ?? '' })}
        reason={motivo}
        onReasonChange={setMotivo}
        reasonError={fieldErrorsOf(decide.error).motivo}
        pending={decide.isPending}
        testPrefix="company-adhesion"
        onConfirm={() => {
          if (!rejecting) {
            return;
          }
          const name = rejecting.nombreComercial;
          decide.mutate(
            { idPrograma: id, idEmpresa: rejecting.idEmpresa, decision: 'rechazada', motivo },
            {
              onSuccess: () => {
                setRejecting(null);
                setDone(t('companyAdhesions.rejected', { name }));
              },
            },
          );
        }}
      />
    </Section>
  );
}
