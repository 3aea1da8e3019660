import { fieldErrorsOf } from '../../../../lib/field-error-text.ts';
import { formatDay } from '../../../../lib/dates.ts';
import { Anchor, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { pathFor, type AdhesionState, type StaffAdhesion } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DoneAlert } from '../../../../components/content-editor/editor-modal.tsx';
import { ListTable, type ListColumn } from '../../../../components/list-kit/index.ts';
import { useTitleSubject } from '../../../../lib/document-title.ts';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { Section } from '../../../../components/section.tsx';
import {
  useAdhesions,
  useDecideAdhesion,
  useStaffProgrammes,
} from '../../../../lib/queries/staff-content.ts';
import { CompanyAdhesionsSection } from '../components/company-adhesions-section.tsx';
import { AdhesionFilters } from '../components/adhesion-filters.tsx';
import { SaveError } from '../../../../components/content-editor/form-bits.tsx';
import { AdhesionDecisionButtons, AdhesionStateCell } from '../components/adhesion-cells.tsx';
import { RejectAdhesionModal } from '../components/reject-adhesion-modal.tsx';
import { useAdhesionDecisions } from '../components/use-adhesion-decisions.ts';

/** /gestion/programas/:id: who asked to join the programme; accept or reject (with a reason). */
export default function StaffProgrammePage() {
  const { t, i18n } = useTranslation('staffContent');
  const id = Number(useParams().id);
  const programmes = useStaffProgrammes();
  const programme = programmes.data?.find((p) => p.idPrograma === id);
  useTitleSubject(programme?.titulo);
  const [estado, setEstado] = useState<'' | AdhesionState>('pendiente');
  const [texto, setTexto] = useState('');
  const [search] = useDebouncedValue(texto.trim(), 300);
  const adhesions = useAdhesions(id, { estado, texto: search });
  const decide = useDecideAdhesion();
  const nameOf = (a: StaffAdhesion) => `${a.nombre} ${a.apellidos}`;
  const decisions = useAdhesionDecisions({
    decide,
    variablesOf: (a: StaffAdhesion, decision, motivo) => ({
      idPrograma: id,
      idCandidato: a.idCandidato,
      decision,
      ...(motivo === undefined ? {} : { motivo }),
    }),
    nameOf,
    accepted: (name) => t('adhesions.accepted', { name }),
    rejected: (name) => t('adhesions.rejected', { name }),
  });
  const { rejecting } = decisions;

  const columns: ListColumn<StaffAdhesion>[] = [
    { key: 'nombre', header: t('enrolled.columns.name'), cell: nameOf },
    { key: 'email', header: t('enrolled.columns.email'), cell: (a) => a.email },
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
          label={t(`adhesions.state.${a.estado}`)}
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
          name={nameOf(a)}
          accepting={decide.isPending && decide.variables.idCandidato === a.idCandidato}
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
    <PageFrame>
      <Anchor component={Link} to={pathFor('gestion_programas')}>
        {t('programmes.back')}
      </Anchor>
      {programme && (
        <Stack gap={2}>
          <Text fw={700} size="lg">
            {programme.titulo}
          </Text>
          <Text size="sm">
            {formatDay(programme.fechaInicio, i18n.language)} –{' '}
            {formatDay(programme.fechaFin, i18n.language)} · {programme.financiacion} ·{' '}
            {programme.tiposEstudios}
          </Text>
        </Stack>
      )}
      <Section title={t('adhesions.title')} testId="adhesions">
        <Stack gap="sm">
          <AdhesionFilters
            filterLabel={t('adhesions.filter')}
            searchLabel={t('filters.search')}
            estado={estado}
            onEstado={setEstado}
            texto={texto}
            onTexto={setTexto}
          />
          <DoneAlert text={decisions.done} testId="adhesion-done" />
          <SaveError error={rejecting === null ? decide.error : null} />
          <QueryState query={adhesions} emptyText={t('adhesions.empty')}>
            {(list) => (
              <ListTable
                testId="adhesion-list"
                rows={list}
                rowKey={(a) => a.idCandidato}
                rowTestId={() => 'adhesion-row'}
                columns={columns}
              />
            )}
          </QueryState>
        </Stack>
      </Section>
      <CompanyAdhesionsSection id={id} />
      <RejectAdhesionModal
        opened={rejecting !== null}
        onClose={decisions.cancelRejecting}
        help={t('adhesions.rejectHelp', { name: rejecting ? nameOf(rejecting) : '' })}
        reason={decisions.motivo}
        onReasonChange={decisions.setMotivo}
        reasonError={fieldErrorsOf(decide.error).motivo}
        pending={decide.isPending}
        testPrefix="adhesion"
        onConfirm={decisions.confirmRejection}
      />
    </PageFrame>
  );
}
