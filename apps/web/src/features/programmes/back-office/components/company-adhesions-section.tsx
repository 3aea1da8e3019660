import { fieldErrorsOf } from '../../../../lib/field-error-text.ts';
import { formatDay } from '../../../../lib/dates.ts';
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
import { SaveError } from '../../../../components/content-editor/form-bits.tsx';
import { AdhesionDecisionButtons, AdhesionStateCell } from './adhesion-cells.tsx';
import { RejectAdhesionModal } from './reject-adhesion-modal.tsx';
import { useAdhesionDecisions } from './use-adhesion-decisions.ts';

/**
 * The companies that asked to join the programme: the careers office accepts or rejects (with a
 * reason) as it does for candidates; the company user who asked is told.
 */
export function CompanyAdhesionsSection({ id }: { id: number }) {
  const { t, i18n } = useTranslation('staffContent');
  const [estado, setEstado] = useState<CompanyAdhesionFilters['estado']>('');
  const [texto, setTexto] = useState('');
  const [search] = useDebouncedValue(texto.trim(), 300);
  const adhesions = useCompanyAdhesions(id, { estado, texto: search });
  const decide = useDecideCompanyAdhesion();
  const decisions = useAdhesionDecisions({
    decide,
    variablesOf: (a: StaffCompanyAdhesion, decision, motivo) => ({
      idPrograma: id,
      idEmpresa: a.idEmpresa,
      decision,
      ...(motivo === undefined ? {} : { motivo }),
    }),
    nameOf: (a) => a.nombreComercial,
    accepted: (name) => t('companyAdhesions.accepted', { name }),
    rejected: (name) => t('companyAdhesions.rejected', { name }),
  });
  const { rejecting } = decisions;

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
    {
      key: 'fecha',
      header: t('adhesions.columns.date'),
      cell: (a) => formatDay(a.fechaSolicitud, i18n.language),
    },
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
            decisions.accept(a);
          }}
          onReject={() => {
            decisions.startRejecting(a);
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
        <DoneAlert text={decisions.done} testId="company-adhesion-done" />
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
        onClose={decisions.cancelRejecting}
        help={t('companyAdhesions.rejectHelp', { name: rejecting?.nombreComercial ?? '' })}
        reason={decisions.motivo}
        onReasonChange={decisions.setMotivo}
        reasonError={fieldErrorsOf(decide.error).motivo}
        pending={decide.isPending}
        testPrefix="company-adhesion"
        onConfirm={decisions.confirmRejection}
      />
    </Section>
  );
}
