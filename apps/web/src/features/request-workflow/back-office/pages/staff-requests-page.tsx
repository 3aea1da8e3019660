import { Alert, Anchor, Group, Tabs, Text } from '@mantine/core';
import {
  educationRequestStates,
  internshipActions,
  pathFor,
  requestDecisionStates,
  type StaffChangeRequest,
  type StaffEducationRequest,
  type StaffProposal,
} from '@portal/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { oneOf, useUrlFilters } from '../../../../lib/use-url-filters.ts';
import { wireDateValue } from '../../../../lib/dates.ts';
import {
  useChangeRequests,
  useEducationRequests,
  useProposals,
  requestKinds,
} from '../api/staff-requests.ts';
import { DecisionDialog } from '../components/decision-dialog.tsx';
import {
  ChangeRequestDetail,
  EducationRequestDetail,
  ProposalDetail,
  stateBadge,
} from '../components/request-details.tsx';
import { RequestsTab } from '../components/requests-tab.tsx';

type Open =
  | { kind: 'cambios'; row: StaffChangeRequest }
  | { kind: 'propuestas'; row: StaffProposal }
  | { kind: 'educacion'; row: StaffEducationRequest };

/**
 * /gestion/solicitudes: the careers office decides company change requests (529), internship
 * proposals (510) and education internship requests (528). Each list filters by state and kind,
 * searches, exports CSV/XLSX and opens a detail where the request is approved or rejected with a
 * reason; the requester is notified and mailed by the server.
 */
export default function StaffRequestsPage() {
  const { t } = useTranslation('staffRequests');
  // The tab and its list's filters are the URL's: a tab change starts its list afresh.
  const [url, setUrl] = useUrlFilters(['lista', 'estado', 'tipo', 'texto', 'pagina', 'orden']);
  const tab = oneOf(requestKinds, url.lista) ?? 'cambios';
  const [open, setOpen] = useState<Open | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const decisionStates = requestDecisionStates.map((value) => ({
    value,
    label: t(`states.${value}`),
  }));

  const detail = (): { title: string; canDecide: boolean; body: ReactNode } | null => {
    if (open === null) {
      return null;
    }
    if (open.kind === 'cambios') {
      const r = open.row;
      return {
        title: t('changes.detailTitle', { id: r.idSolicitud }),
        canDecide: r.estado === 'pendiente',
        body: <ChangeRequestDetail row={r} />,
      };
    }
    if (open.kind === 'propuestas') {
      const p = open.row;
      return {
        title: t('proposals.detailTitle', { id: p.idPropuesta }),
        canDecide: p.estado === 'pendiente',
        body: <ProposalDetail row={p} />,
      };
    }
    const e = open.row;
    return {
      title: t('education.detailTitle', { id: e.idSolicitud }),
      canDecide: e.estado === 'pendiente_servicio',
      body: <EducationRequestDetail row={e} />,
    };
  };
  const shown = detail();

  return (
    <PageFrame size="xl">
      <Group justify="space-between" wrap="wrap">
        <Text>{t('intro')}</Text>
        <Anchor
          component={Link}
          to={pathFor('gestion_solicitudes_bajas')}
          data-testid="deletion-requests-link"
        >
          {t('deletionRequests')}
        </Anchor>
      </Group>
      {done !== null && (
        <Alert
          color="green"
          variant="light"
          role="status"
          withCloseButton
          closeButtonLabel={t('actions.close')}
          onClose={() => {
            setDone(null);
          }}
          data-testid="decision-done"
        >
          {done}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(value) => {
          const kind = oneOf(requestKinds, value ?? '');
          if (kind !== undefined && kind !== tab) {
            setUrl({
              lista: kind === 'cambios' ? '' : kind,
              estado: '',
              tipo: '',
              texto: '',
              pagina: '',
              orden: '',
            });
          }
        }}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="cambios" data-testid="tab-cambios">
            {t('tabs.changes')}
          </Tabs.Tab>
          <Tabs.Tab value="propuestas" data-testid="tab-propuestas">
            {t('tabs.proposals')}
          </Tabs.Tab>
          <Tabs.Tab value="educacion" data-testid="tab-educacion">
            {t('tabs.education')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="cambios">
          <RequestsTab<StaffChangeRequest>
            kind="cambios"
            useList={useChangeRequests}
            states={decisionStates}
            types={internshipActions.map((value) => ({ value, label: t(`actions.${value}`) }))}
            typeLabel={t('changes.action')}
            defaultState="pendiente"
            rowKey={(r) => r.idSolicitud}
            rowLabel={(r) => `${r.empresa} — ${r.practica}`}
            onOpen={(row) => {
              setDone(null);
              setOpen({ kind: 'cambios', row });
            }}
            columns={[
              {
                key: 'fecha',
                header: t('list.date'),
                cell: (r) => r.fecha,
                sortValue: (r) => wireDateValue(r.fecha),
              },
              {
                key: 'empresa',
                header: t('changes.company'),
                cell: (r) => r.empresa,
                sortValue: (r) => r.empresa,
              },
              {
                key: 'alumno',
                header: t('changes.student'),
                cell: (r) => r.alumno,
                sortValue: (r) => r.alumno,
              },
              { key: 'accion', header: t('changes.action'), cell: (r) => t(`actions.${r.accion}`) },
              {
                key: 'estado',
                header: t('list.state'),
                cell: (r) => stateBadge(r.estado, t(`states.${r.estado}`)),
              },
            ]}
          />
        </Tabs.Panel>
        <Tabs.Panel value="propuestas">
          <RequestsTab<StaffProposal>
            kind="propuestas"
            useList={useProposals}
            states={decisionStates}
            types={(['alumno', 'empresa'] as const).map((value) => ({
              value,
              label: t(`origins.${value}`),
            }))}
            typeLabel={t('proposals.origin')}
            defaultState="pendiente"
            rowKey={(r) => r.idPropuesta}
            rowLabel={(r) => `${r.alumno} — ${r.nombreEmpresa}`}
            onOpen={(row) => {
              setDone(null);
              setOpen({ kind: 'propuestas', row });
            }}
            columns={[
              {
                key: 'fecha',
                header: t('list.date'),
                cell: (r) => r.fecha,
                sortValue: (r) => wireDateValue(r.fecha),
              },
              {
                key: 'alumno',
                header: t('proposals.student'),
                cell: (r) => r.alumno,
                sortValue: (r) => r.alumno,
              },
              {
                key: 'empresa',
                header: t('proposals.company'),
                cell: (r) => r.nombreEmpresa,
                sortValue: (r) => r.nombreEmpresa,
              },
              {
                key: 'origen',
                header: t('proposals.origin'),
                cell: (r) => t(`origins.${r.origen}`),
              },
              {
                key: 'estado',
                header: t('list.state'),
                cell: (r) => stateBadge(r.estado, t(`states.${r.estado}`)),
              },
            ]}
          />
        </Tabs.Panel>
        <Tabs.Panel value="educacion">
          <RequestsTab<StaffEducationRequest>
            kind="educacion"
            useList={useEducationRequests}
            states={educationRequestStates.map((value) => ({
              value,
              label: t(`educationStates.${value}`),
            }))}
            types={(['alumno', 'centro'] as const).map((value) => ({
              value,
              label: t(`educationOrigins.${value}`),
            }))}
            typeLabel={t('education.origin')}
            defaultState="pendiente_servicio"
            rowKey={(r) => r.idSolicitud}
            rowLabel={(r) => `${r.alumno.nombre} ${r.alumno.apellidos} — ${r.centro}`}
            onOpen={(row) => {
              setDone(null);
              setOpen({ kind: 'educacion', row });
            }}
            columns={[
              {
                key: 'fecha',
                header: t('list.date'),
                cell: (r) => r.fecha,
                sortValue: (r) => wireDateValue(r.fecha),
              },
              {
                key: 'centro',
                header: t('education.centre'),
                cell: (r) => r.centro,
                sortValue: (r) => r.centro,
              },
              {
                key: 'alumno',
                header: t('education.student'),
                cell: (r) => `${r.alumno.nombre} ${r.alumno.apellidos}`,
                sortValue: (r) => `${r.alumno.nombre} ${r.alumno.apellidos}`,
              },
              { key: 'etapa', header: t('education.stage'), cell: (r) => t(`stages.${r.etapa}`) },
              {
                key: 'estado',
                header: t('list.state'),
                cell: (r) => stateBadge(r.estado, t(`educationStates.${r.estado}`)),
              },
            ]}
          />
        </Tabs.Panel>
      </Tabs>
      {open !== null && shown !== null && (
        <DecisionDialog
          key={`${open.kind}-${String(open.kind === 'propuestas' ? open.row.idPropuesta : open.row.idSolicitud)}`}
          kind={open.kind}
          id={open.kind === 'propuestas' ? open.row.idPropuesta : open.row.idSolicitud}
          title={shown.title}
          canDecide={shown.canDecide}
          change={open.kind === 'cambios' ? open.row : undefined}
          onClose={() => {
            setOpen(null);
          }}
          onDecided={(decision) => {
            setOpen(null);
            setDone(t(`decision.done.${decision}`));
          }}
        >
          {shown.body}
        </DecisionDialog>
      )}
    </PageFrame>
  );
}
