import { Anchor, Badge, Button, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { filterStaffSurveys, pathFor, surveyStatusSchema } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportButtons } from '../../../components/list-kit/list-export.tsx';
import { NoMatch } from '../../../components/list-kit/list-body.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { oneOf, useUrlFilters } from '../../../lib/use-url-filters.ts';
import { staffSurveysExportHref, useStaffSurveyList } from '../api/staff-surveys.ts';

const states = surveyStatusSchema.options;

/**
 * `/gestion/encuestas`: every survey with its state and counts, searched by title and filtered by
 * state (both in the URL), exportable as filtered; a new one starts the builder.
 */
export default function StaffSurveysPage() {
  const { t } = useTranslation('surveys');
  const query = useStaffSurveyList();
  const [filters, setFilters] = useUrlFilters(['texto', 'estado'] as const);
  const estado = oneOf(states, filters.estado);
  return (
    <PageFrame>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
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
        </Group>
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
      <QueryState query={query} emptyText={t('staff.empty')}>
        {(all) => {
          const surveys = filterStaffSurveys(all, { texto: filters.texto, estado });
          if (surveys.length === 0) {
            return <NoMatch text={t('staff.noMatch')} />;
          }
          return (
            <Table striped withTableBorder data-testid="staff-surveys">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('staff.columns.title')}</Table.Th>
                  <Table.Th>{t('staff.columns.state')}</Table.Th>
                  <Table.Th>{t('staff.columns.dates')}</Table.Th>
                  <Table.Th>{t('staff.columns.responses')}</Table.Th>
                  <Table.Th>{t('staff.columns.invitations')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {surveys.map((survey) => (
                  <Table.Tr key={survey.id}>
                    <Table.Td>
                      <Anchor component={Link} to={pathFor('gestion_encuesta', { id: survey.id })}>
                        {survey.titulo}
                      </Anchor>
                      {survey.obligatoria && (
                        <Text span size="sm">
                          {' '}
                          ({t('list.mandatory')})
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        color={survey.estado === 'publicada' ? 'green' : 'gray'}
                        variant="light"
                      >
                        {t(`staff.state.${survey.estado}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {survey.fechaInicio}
                      {survey.fechaFin !== null ? ` – ${survey.fechaFin}` : ''}
                    </Table.Td>
                    <Table.Td>{survey.respuestas}</Table.Td>
                    <Table.Td>{survey.invitaciones}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}
