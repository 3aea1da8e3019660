import { Alert, Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { Codes, pathFor, statusMessage } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { useEducationMenu } from '../api/education-menu.ts';
import { useCentreRequests } from '../api/education-requests.ts';
import { NewRequestForm } from '../components/new-request-form.tsx';
import { RequestStateBadge } from '../components/request-state-badge.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { formatDay } from '../../../lib/dates.ts';

/**
 * /solicitudes-practicas-educacion: an education centre's requests (students who asked to do their
 * placement there, and students the centre requested), its places, and a form to request a
 * student by identity document. Companies that are not centres are told so.
 */
export default function EducationRequestsPage() {
  const { t, i18n } = useTranslation('educationRequests');
  const menu = useEducationMenu();
  const isCentre = menu.data?.tieneMenu === true;
  const requests = useCentreRequests(isCentre);
  const [created, setCreated] = useState(false);
  const language = i18n.language.startsWith('en') ? 'en' : 'es';
  if (menu.data !== undefined && !isCentre) {
    return (
      <PageFrame>
        <Alert color="blue" variant="light" data-testid="not-a-centre">
          {t('notCentre')}
        </Alert>
      </PageFrame>
    );
  }
  return (
    <PageFrame>
      <Text>{t('intro')}</Text>
      {menu.data?.limite !== null && menu.data !== undefined && (
        <Text fw={600} data-testid="education-places">
          {t('places', {
            limit: menu.data.limite,
            used: menu.data.ocupadas,
            free: menu.data.disponibles,
          })}
        </Text>
      )}
      {created && (
        <Alert
          color="green"
          variant="light"
          role="status"
          withCloseButton
          closeButtonLabel={t('actions.close')}
          onClose={() => {
            setCreated(false);
          }}
          title={statusMessage(Codes.REQUEST_REGISTERED, language).titulo}
          data-testid="education-created"
        >
          {statusMessage(Codes.REQUEST_REGISTERED, language).cuerpo}
        </Alert>
      )}
      <Section title={t('list.title')} testId="education-requests">
        <QueryState
          query={requests}
          emptyText={t('list.empty')}
          isEmpty={(data) => data.solicitudes.length === 0}
        >
          {(data) => (
            <ScrollTable minWidth={640}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('list.student')}</Table.Th>
                    <Table.Th scope="col">{t('list.origin')}</Table.Th>
                    <Table.Th scope="col">{t('list.dates')}</Table.Th>
                    <Table.Th scope="col">{t('list.state')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.solicitudes.map((r) => (
                    <Table.Tr key={r.idSolicitud} data-testid="education-request-row">
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={pathFor('ficha-solicitudes-educacion', { id: String(r.idSolicitud) })}
                        >
                          {r.alumno.nombre} {r.alumno.apellidos}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{t(`origins.${r.origen}`)}</Table.Td>
                      <Table.Td>
                        {t('list.fromTo', {
                          start: formatDay(r.fechaInicio, i18n.language),
                          end: formatDay(r.fechaFin, i18n.language),
                        })}
                      </Table.Td>
                      <Table.Td>
                        <RequestStateBadge estado={r.estado} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
        </QueryState>
      </Section>
      <Section title={t('form.newTitle')}>
        <Stack gap="sm">
          <Group>
            <Text size="sm" c="dimmed">
              {t('form.newIntro')}
            </Text>
          </Group>
          <NewRequestForm
            onCreated={() => {
              setCreated(true);
            }}
          />
        </Stack>
      </Section>
    </PageFrame>
  );
}
