import { Anchor, Badge, Button, Table, Text } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useStaffSurveyList } from '../api/staff-surveys.ts';

/** `/gestion/encuestas`: every survey with its state and counts; a new one starts the builder. */
export default function StaffSurveysPage() {
  const { t } = useTranslation('surveys');
  const query = useStaffSurveyList();
  return (
    <PageFrame>
      <Button
        component={Link}
        to={pathFor('gestion_encuesta', { id: 'nueva' })}
        w="fit-content"
        data-testid="staff-survey-new"
      >
        {t('staff.new')}
      </Button>
      <QueryState query={query} emptyText={t('staff.empty')}>
        {(surveys) => (
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
                    <Badge color={survey.estado === 'publicada' ? 'green' : 'gray'} variant="light">
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
        )}
      </QueryState>
    </PageFrame>
  );
}
