import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { pathFor, type StaffOfferSheet } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { Section } from '../../../components/section.tsx';
import {
  ConfirmDialog,
  DoneNotice,
  Facts,
  TextDialog,
  useCallErrorText,
} from '../../../components/staff-admin-kit.tsx';
import {
  useCloseStaffOffer,
  useOfferApplicants,
  useRejectStaffOffer,
  useRequestOfferChanges,
  useStaffOfferSheet,
  useValidateStaffOffer,
} from '../api/staff-offers.ts';
import { EditOfferDialog } from '../components/edit-offer-dialog.tsx';

type Dialog = 'validate' | 'reject' | 'edit' | 'changes' | 'close' | null;

function Applicants({ offerId }: { offerId: number }) {
  const { t } = useTranslation('staffAdmin');
  const query = useOfferApplicants(offerId);
  return (
    <Section title={t('offers.detail.applicants')} testId="offer-applicants">
      <QueryState
        query={query}
        emptyText={t('offers.detail.noApplicants')}
        isEmpty={(data) => data.candidaturas.length === 0}
      >
        {(data) => (
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('applications.list.candidate')}</Table.Th>
                  <Table.Th>{t('common.state')}</Table.Th>
                  <Table.Th>{t('applications.list.applied')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.candidaturas.map((a) => (
                  <Table.Tr key={a.idCandidatura} data-testid="offer-applicant">
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={pathFor('gestion_candidatura', { id: a.idCandidatura })}
                      >
                        {a.candidato}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {a.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{a.Estado}</Table.Td>
                    <Table.Td>{a.fecha}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Section>
  );
}

function OfferReview({ offer }: { offer: StaffOfferSheet }) {
  const { t } = useTranslation('staffAdmin');
  const errorText = useCallErrorText();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<string | null>(null);
  const validate = useValidateStaffOffer();
  const reject = useRejectStaffOffer();
  const changes = useRequestOfferChanges();
  const close = useCloseStaffOffer();
  const pending = offer.idEstado === 1;
  const closable = offer.idEstado === 1 || offer.idEstado === 2;
  const open = (next: Dialog) => {
    for (const m of [validate, reject, changes, close]) {
      m.reset();
    }
    setDone(null);
    setDialog(next);
  };
  const finish = (text: string) => {
    setDialog(null);
    setDone(text);
  };
  const dismiss = () => {
    setDialog(null);
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={pathFor('gestion_ofertas')} w="fit-content">
        {t('common.back')}
      </Anchor>
      <DoneNotice
        text={done}
        onClose={() => {
          setDone(null);
        }}
      />
      <Section
        title={offer.titulo}
        testId="offer-review"
        action={
          <Badge variant="light" data-testid="offer-state">
            {offer.Estado}
          </Badge>
        }
      >
        <Stack gap="md">
          {!offer.empresaValidada && (
            <Alert color="yellow" variant="light">
              {t('offers.detail.companyNotValidated')}
            </Alert>
          )}
          {offer.empresaBloqueada && (
            <Alert color="red" variant="light">
              {t('offers.detail.companyBlocked')}
            </Alert>
          )}
          {pending && offer.cambiosSolicitados !== null && (
            <Alert color="orange" variant="light" data-testid="offer-changes-requested">
              {t('offers.detail.changesRequested', {
                date: offer.fechaCambiosSolicitados ?? '',
                message: offer.cambiosSolicitados,
              })}
            </Alert>
          )}
          {offer.motivoRechazo !== null && (
            <Alert color="red" variant="light">
              {t('offers.detail.rejectedReason', { reason: offer.motivoRechazo })}
            </Alert>
          )}
          <Facts
            items={[
              [
                t('offers.detail.company'),
                <Anchor
                  key="company"
                  component={Link}
                  to={pathFor('gestion_empresa', { id: offer.idEmpresa })}
                >
                  {offer.datosEmpresa.nombreComercial} ({offer.cif})
                </Anchor>,
              ],
              [t('offers.filters.family'), t(`families.${offer.familia}`)],
              [t('offers.detail.places'), String(offer.plazas)],
              [t('offers.detail.deadline'), offer.fechaFinInscripcion],
              [t('offers.list.applicants'), String(offer.numCandidatos)],
            ]}
          />
          <Title order={3} size="h5">
            {t('offers.detail.description')}
          </Title>
          <SafeHtml html={offer.descripcion} />
          {offer.requisitos !== '' && (
            <>
              <Title order={3} size="h5">
                {t('offers.detail.requirements')}
              </Title>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {offer.requisitos}
              </Text>
            </>
          )}
          <Group gap="sm" role="group" aria-label={t('offers.detail.actions')}>
            {offer.puedeValidar && (
              <Button
                onClick={() => {
                  open('validate');
                }}
                data-testid="offer-validate"
              >
                {t('offers.detail.validate')}
              </Button>
            )}
            {pending && (
              <Button
                variant="default"
                onClick={() => {
                  open('edit');
                }}
                data-testid="offer-edit"
              >
                {t('offers.detail.edit')}
              </Button>
            )}
            {pending && (
              <Button
                variant="default"
                onClick={() => {
                  open('changes');
                }}
                data-testid="offer-request-changes"
              >
                {t('offers.detail.requestChanges')}
              </Button>
            )}
            {pending && (
              <Button
                variant="default"
                onClick={() => {
                  open('reject');
                }}
                data-testid="offer-reject"
              >
                {t('offers.detail.reject')}
              </Button>
            )}
            {closable && (
              <Button
                variant="default"
                color="red.9"
                onClick={() => {
                  open('close');
                }}
                data-testid="offer-close"
              >
                {t('offers.detail.close')}
              </Button>
            )}
          </Group>
        </Stack>
      </Section>
      <Applicants offerId={offer.idOferta} />

      <ConfirmDialog
        opened={dialog === 'validate'}
        title={t('offers.detail.validateTitle')}
        body={t('offers.detail.validateBody', { title: offer.titulo })}
        confirmLabel={t('offers.detail.validate')}
        pending={validate.isPending}
        error={errorText(validate.error)}
        onClose={dismiss}
        onConfirm={() => {
          validate.mutate(offer.idOferta, {
            onSuccess: () => {
              finish(t('offers.detail.validated'));
            },
          });
        }}
      />
      <TextDialog
        opened={dialog === 'reject'}
        title={t('offers.detail.rejectTitle')}
        body={t('offers.detail.rejectBody')}
        label={t('offers.detail.reason')}
        confirmLabel={t('offers.detail.reject')}
        danger
        pending={reject.isPending}
        error={errorText(reject.error)}
        onClose={dismiss}
        onSubmit={(motivo) => {
          reject.mutate(
            { idOferta: offer.idOferta, motivo },
            {
              onSuccess: () => {
                finish(t('offers.detail.rejected'));
              },
            },
          );
        }}
      />
      <TextDialog
        opened={dialog === 'changes'}
        title={t('offers.detail.requestChangesTitle')}
        body={t('offers.detail.requestChangesBody')}
        label={t('offers.detail.changesMessage')}
        confirmLabel={t('offers.detail.requestChanges')}
        max={2000}
        pending={changes.isPending}
        error={errorText(changes.error)}
        onClose={dismiss}
        testId="changes-dialog"
        onSubmit={(mensaje) => {
          changes.mutate(
            { idOferta: offer.idOferta, mensaje },
            {
              onSuccess: () => {
                finish(t('offers.detail.changesSent'));
              },
            },
          );
        }}
      />
      <ConfirmDialog
        opened={dialog === 'close'}
        title={t('offers.detail.closeTitle')}
        body={t('offers.detail.closeBody')}
        confirmLabel={t('offers.detail.close')}
        danger
        pending={close.isPending}
        error={errorText(close.error)}
        onClose={dismiss}
        onConfirm={() => {
          close.mutate(offer.idOferta, {
            onSuccess: () => {
              finish(t('offers.detail.closed'));
            },
          });
        }}
      />
      {dialog === 'edit' && (
        <EditOfferDialog
          offer={offer}
          onClose={dismiss}
          onDone={() => {
            finish(t('offers.detail.edited'));
          }}
        />
      )}
    </Stack>
  );
}

/** /gestion/ofertas/{id}: review an offer, act on it, see its applicants. */
export default function StaffOfferPage() {
  const { id = '' } = useParams();
  const query = useStaffOfferSheet(Number(id));
  return (
    <PageFrame>
      <QueryState query={query} emptyText="" isEmpty={() => false}>
        {(offer) => <OfferReview offer={offer} />}
      </QueryState>
    </PageFrame>
  );
}
