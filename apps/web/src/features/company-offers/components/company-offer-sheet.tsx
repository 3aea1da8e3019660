import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { offerStates, pathFor, type CompanyOfferSheet as Sheet } from '@portal/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OfferActionResult } from '../api/offer-actions.ts';
import { ActionResult } from './action-result.tsx';
import { stateColours } from './my-offer-card.tsx';
import { OfferActionsMenu } from './offer-actions-menu.tsx';
import { OfferDetails } from '../../../components/offer-details.tsx';
import { useOfferStateName } from '../../../lib/offer-state-names.ts';

/**
 * The company's sheet of one of its offers (dameDatosProceso): state, the staff's decision, the
 * candidate counts, the actions allowed now and every field; `candidates` is the list below it.
 */
export function CompanyOfferSheet({ sheet, candidates }: { sheet: Sheet; candidates: ReactNode }) {
  const { t } = useTranslation('companyOffers');
  const offerState = useOfferStateName();
  const [done, setDone] = useState<{ done: OfferActionResult; titulo: string } | null>(null);

  if (done?.done.action === 'borrar') {
    return (
      <Alert
        color="green"
        variant="light"
        title={t('actions.borrar.doneTitle')}
        data-testid="offer-deleted"
      >
        <Stack gap="sm">
          <Text size="sm">
            {t('actions.borrar.done', {
              titulo: done.titulo,
              count: done.done.result.candidaturasCerradas,
            })}
          </Text>
          <Group>
            <Button component={Link} to={pathFor('mis_ofertas', { id: sheet.familia })} size="xs">
              {t('saved.myOffers')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" component="section" aria-labelledby="offer-title">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t(`families.${sheet.familia}`)}
              </Text>
              <Title order={2} id="offer-title" data-testid="offer-title">
                {sheet.titulo}
              </Title>
            </Stack>
            <Group gap={6}>
              <Badge
                color={stateColours[sheet.idEstado] ?? 'gray'}
                variant="light"
                size="lg"
                data-testid="offer-state"
              >
                {offerState(sheet.idEstado, sheet.Estado)}
              </Badge>
              {sheet.caducada ? (
                <Badge color="orange" variant="light" size="lg">
                  {t('list.expired')}
                </Badge>
              ) : null}
            </Group>
          </Group>
          {sheet.idEstado === offerStates.PENDING ? (
            <Text size="sm" data-testid="pending-validation">
              {t('sheet.pendingValidation')}
            </Text>
          ) : null}
          {sheet.fechaValidacion === null || sheet.idEstado === offerStates.PENDING ? null : (
            <Text size="sm" c="dimmed">
              {t(
                sheet.idEstado === offerStates.REJECTED ? 'sheet.rejectedOn' : 'sheet.validatedOn',
                {
                  fecha: sheet.fechaValidacion,
                },
              )}
            </Text>
          )}
          {sheet.motivoRechazo === null ? null : (
            <Alert
              color="red"
              variant="light"
              title={t('sheet.rejected')}
              data-testid="rejection-reason"
            >
              {sheet.motivoRechazo}
            </Alert>
          )}
          <Group gap="xs">
            <Badge variant="default" size="lg" data-testid="candidate-count">
              {t('list.candidates', { count: sheet.numCandidatos })}
            </Badge>
            {sheet.numCandidatosNoLeidos > 0 ? (
              <Badge size="lg" data-testid="unread-count">
                {t('list.unread', { count: sheet.numCandidatosNoLeidos })}
              </Badge>
            ) : null}
          </Group>
          <Group gap="xs">
            <Button
              component={Link}
              to={pathFor('visor_oferta', { id: sheet.idOferta })}
              size="xs"
              variant="default"
            >
              {t('actions.preview')}
            </Button>
            <OfferActionsMenu
              offer={sheet}
              onDone={(result, titulo) => {
                setDone({ done: result, titulo });
              }}
            />
          </Group>
          {done === null ? null : (
            <ActionResult
              done={done.done}
              titulo={done.titulo}
              onClose={() => {
                setDone(null);
              }}
            />
          )}
        </Stack>
      </Paper>
      {candidates}
      <Paper withBorder p="md" component="section" aria-labelledby="offer-details-title">
        <Title order={2} size="h3" id="offer-details-title" mb="sm">
          {t('sheet.details')}
        </Title>
        <OfferDetails
          offer={sheet}
          headingLevel={3}
          extraFacts={
            sheet.conocimientosInformaticos.length === 0 ? null : (
              <div>
                <Text size="xs" c="dimmed" component="dt">
                  {t('form.conocimientosInformaticos')}
                </Text>
                <Text size="sm" component="dd" m={0}>
                  {sheet.conocimientosInformaticos.map((s) => s.descripcion).join(', ')}
                </Text>
              </div>
            )
          }
        />
      </Paper>
    </Stack>
  );
}
