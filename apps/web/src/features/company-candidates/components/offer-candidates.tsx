import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { pathFor, type CompanyCandidate } from '@portal/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListBody, ListPager, useListState } from '../../../components/list-kit/index.ts';
import { positiveId } from '../../../lib/use-url-filters.ts';
import { useExportCandidates, type ExportFormat } from '../api/export-candidates.ts';
import {
  CANDIDATES_PER_PAGE,
  useOfferCandidates,
  type CandidateFilters,
} from '../api/get-offer-candidates.ts';
import { ChangeStateDialog, type ChangeStateTarget } from './change-state-dialog.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { useApplicationStateName } from '../../../lib/application-state-names.ts';

export interface StateCount {
  idEstado: number;
  Estado: string;
  total: number;
}

/**
 * The candidates of one of the company's offers, a page at a time: read/unread, filter by state,
 * open the CV, change the state through the state machine and export the filtered list (CSV,
 * XLSX).
 */
export function OfferCandidates({
  offerId,
  states,
  onChanged,
}: {
  offerId: string;
  /** Candidates per state (the sheet's counts): the options of the state filter. */
  states: readonly StateCount[];
  /** Called after a state change (the page refreshes its counts). */
  onChanged?: () => void;
}) {
  const { t } = useTranslation('companyOffers');
  const stateName = useApplicationStateName();
  // The filters and the page live in the URL: back from a candidate's CV finds the list as it was.
  const list = useListState(['estado', 'noLeidos'] as const);
  const estado = positiveId(list.values.estado);
  const filters: CandidateFilters = {
    ...(estado === undefined ? {} : { estado }),
    ...(list.values.noLeidos === 'si' ? { soloNoLeidos: true } : {}),
  };
  const candidates = useOfferCandidates(offerId, filters, list.page);
  const exporter = useExportCandidates(offerId);
  const [target, setTarget] = useState<ChangeStateTarget | null>(null);

  const download = (formato: ExportFormat) => {
    exporter.mutate({ filters, formato });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="candidates-title">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h3" id="candidates-title">
            {t('candidates.title')}
          </Title>
          <Group gap="xs">
            {(['csv', 'xlsx'] as const).map((formato) => (
              <Button
                key={formato}
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} aria-hidden="true" />}
                loading={exporter.isPending && exporter.variables.formato === formato}
                onClick={() => {
                  download(formato);
                }}
              >
                {t(`candidates.export.${formato}`)}
              </Button>
            ))}
          </Group>
        </Group>
        <Group gap="md" align="flex-end">
          <Select
            label={t('candidates.filterState')}
            placeholder={t('candidates.allStates')}
            clearable
            data={states.map((s) => ({
              value: String(s.idEstado),
              label: `${stateName(s.idEstado, s.Estado)} (${String(s.total)})`,
            }))}
            value={filters.estado === undefined ? null : String(filters.estado)}
            onChange={(value) => {
              list.setFilters({ estado: value ?? '' });
            }}
          />
          <Checkbox
            label={t('candidates.onlyUnread')}
            checked={filters.soloNoLeidos ?? false}
            onChange={(event) => {
              list.setFilters({ noLeidos: event.currentTarget.checked ? 'si' : '' });
            }}
            mb={8}
          />
        </Group>
        <ListBody
          query={candidates}
          isEmpty={(data) => data.total === 0}
          rows={(data) => data.candidatos}
          emptyText={
            filters.estado !== undefined || filters.soloNoLeidos === true
              ? t('candidates.emptyFiltered')
              : t('candidates.empty')
          }
          loadingLabel={t('candidates.loading')}
        >
          {(rows, data) => (
            <Stack gap="sm">
              <Text size="sm" aria-live="polite" data-testid="candidates-total">
                {t('candidates.total', { count: data.total })}
              </Text>
              <PlainList gap="xs">
                {rows.map((candidate) => (
                  <CandidateRow
                    key={candidate.idCandidatura}
                    candidate={candidate}
                    onChangeState={() => {
                      setTarget({
                        idCandidatura: candidate.idCandidatura,
                        nombre: `${candidate.nombre} ${candidate.apellidos}`,
                        Estado: stateName(candidate.idEstado, candidate.Estado),
                        transiciones: candidate.transiciones,
                      });
                    }}
                  />
                ))}
              </PlainList>
              <ListPager
                total={data.total}
                pageSize={CANDIDATES_PER_PAGE}
                page={list.page}
                onChange={list.setPage}
              />
            </Stack>
          )}
        </ListBody>
      </Stack>
      <ChangeStateDialog
        target={target}
        onClose={() => {
          setTarget(null);
        }}
        onChanged={onChanged}
      />
    </Paper>
  );
}

function CandidateRow({
  candidate,
  onChangeState,
}: {
  candidate: CompanyCandidate;
  onChangeState: () => void;
}) {
  const { t } = useTranslation('companyOffers');
  const stateName = useApplicationStateName();
  const name = `${candidate.nombre} ${candidate.apellidos}`;
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      data-testid="candidate"
      data-unread={candidate.leida ? undefined : 'true'}
      bg={candidate.leida ? undefined : 'var(--mantine-color-blue-light)'}
    >
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2}>
          <Group gap="xs">
            {candidate.cvVisible ? (
              <Anchor
                component={Link}
                to={pathFor('cv-view', { id: candidate.idCandidatura })}
                fw={candidate.leida ? 500 : 700}
                aria-label={t('candidates.openCv', { nombre: name })}
              >
                {name}
              </Anchor>
            ) : (
              <Text fw={500}>{name}</Text>
            )}
            {candidate.leida ? (
              <Text size="xs" c="dimmed">
                {t('candidates.read')}
              </Text>
            ) : (
              <Badge size="sm">{t('candidates.unread')}</Badge>
            )}
          </Group>
          {candidate.titulaciones.length === 0 ? null : (
            <Text size="sm">{candidate.titulaciones.join(' · ')}</Text>
          )}
          <Text size="xs" c="dimmed">
            {[
              candidate.provincia,
              t('candidates.appliedOn', { fecha: candidate.fecha }),
              candidate.cvVisible ? candidate.email : null,
              candidate.cvVisible ? candidate.telefono : null,
            ]
              .filter((v) => v !== null && v !== '')
              .join(' · ')}
          </Text>
          {candidate.cvVisible ? null : (
            <Text size="xs" fs="italic">
              {t('candidates.cvHidden')}
            </Text>
          )}
        </Stack>
        <Stack gap={6} align="flex-end">
          <Badge variant="light" data-testid="candidate-state">
            {stateName(candidate.idEstado, candidate.Estado)}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('candidates.stateSince', { fecha: candidate.fechaEstado })}
          </Text>
          {candidate.transiciones.length > 0 ? (
            <Button
              size="xs"
              variant="default"
              onClick={onChangeState}
              aria-label={t('candidates.change.buttonLabel', { nombre: name })}
            >
              {t('candidates.change.button')}
            </Button>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
