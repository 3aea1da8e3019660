import { Anchor, Badge, Button, Group, Select, Text, TextInput } from '@mantine/core';
import {
  filterStaffSurveys,
  pathFor,
  surveyStatusSchema,
  type StaffSurveyItem,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ExportButtons,
  ListFilters,
  LoadedListTable,
  useListState,
  type ListColumn,
} from '../../../components/list-kit/index.ts';
import { PageFrame } from '../../../components/page-frame.tsx';
import { oneOf } from '../../../lib/use-url-filters.ts';
import { staffSurveysExportHref, useStaffSurveyList } from '../api/staff-surveys.ts';
import { formatDay } from '../../../lib/dates.ts';

const states = surveyStatusSchema.options;

/**
 * `/gestion/encuestas`: every survey with its state and counts, searched by title and filtered by
 * state (both in the URL), sortable, exportable as filtered; a new one starts the builder.
 */
export default function StaffSurveysPage() {
  const { t, i18n } = useTranslation('surveys');
  const { t: tAdmin } = useTranslation('staffAdmin');
  const query = useStaffSurveyList();
  const list = useListState(['texto', 'estado'] as const);
  const filters = list.values;
  const setFilters = list.setFilters;
  const estado = oneOf(states, filters.estado);
  const columns: ListColumn<StaffSurveyItem>[] = [
    {
      key: 'titulo',
      header: t('staff.columns.title'),
      sortValue: (survey) => survey.titulo,
      cell: (survey) => (
        <>
          <Anchor component={Link} to={pathFor('gestion_encuesta', { id: survey.id })}>
            {survey.titulo}
          </Anchor>
          {survey.obligatoria && (
            <Text span size="sm">
              {' '}
              ({t('list.mandatory')})
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'estado',
      header: t('staff.columns.state'),
      sortValue: (survey) => t(`staff.state.${survey.estado}`),
      cell: (survey) => (
        <Badge color={survey.estado === 'publicada' ? 'green' : 'gray'} variant="light">
          {t(`staff.state.${survey.estado}`)}
        </Badge>
      ),
    },
    {
      key: 'fechas',
      header: t('staff.columns.dates'),
      sortValue: (survey) => survey.fechaInicio,
      cell: (survey) => (
        <>
          {formatDay(survey.fechaInicio, i18n.language)}
          {survey.fechaFin !== null ? ` – ${formatDay(survey.fechaFin, i18n.language)}` : ''}
        </>
      ),
    },
    {
      key: 'respuestas',
      header: t('staff.columns.responses'),
      sortValue: (survey) => survey.respuestas,
      cell: (survey) => survey.respuestas,
    },
    {
      key: 'invitaciones',
      header: t('staff.columns.invitations'),
      sortValue: (survey) => survey.invitaciones,
      cell: (survey) => survey.invitaciones,
    },
  ];
  return (
    <PageFrame>
      <Group justify="space-between" align="flex-end">
        <ListFilters label={tAdmin('common.filters')} gap="md">
          <TextInput
            label={t('staff.filters.search')}
            type="search"
            value={filters.texto}
            onChange={(e) => {
              setFilters({ texto: e.currentTarget.value }, { replace: true });
            }}
            w={280}
            data-testid="surveys-search"
          />
          <Select
            label={t('staff.columns.state')}
            value={estado ?? ''}
            onChange={(value) => {
              setFilters({ estado: value ?? '' });
            }}
            data={[
              { value: '', label: t('staff.filters.anyState') },
              ...states.map((value) => ({ value, label: t(`staff.state.${value}`) })),
            ]}
            allowDeselect={false}
            w={200}
            data-testid="surveys-state"
          />
        </ListFilters>
        <Group align="flex-end">
          <ExportButtons
            href={(formato) => staffSurveysExportHref({ texto: filters.texto, estado }, formato)}
            fileName="encuestas"
            testId="surveys-export"
          />
          <Button
            component={Link}
            to={pathFor('gestion_encuesta', { id: 'nueva' })}
            data-testid="staff-survey-new"
          >
            {t('staff.new')}
          </Button>
        </Group>
      </Group>
      <LoadedListTable
        query={query}
        rows={(all) => filterStaffSurveys(all, { texto: filters.texto, estado })}
        emptyText={t('staff.empty')}
        noMatchText={t('staff.noMatch')}
        testId="staff-surveys"
        rowKey={(survey) => survey.id}
        columns={columns}
        list={list}
      />
    </PageFrame>
  );
}
