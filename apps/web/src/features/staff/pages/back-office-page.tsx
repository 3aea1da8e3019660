import { Alert, Group, Pagination, Stack, Text } from '@mantine/core';
import type { StaffOfferItem } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { PENDING_PAGE_SIZE, usePendingOffers } from '../api/get-pending-offers.ts';
import { RejectDialog, ValidateDialog } from '../components/decision-dialogs.tsx';
import { PendingCompaniesSection } from '../components/pending-companies-section.tsx';
import { PendingOfferCard } from '../components/pending-offer-card.tsx';

type Decision = { kind: 'validated' | 'rejected' | 'companyValidated'; titulo: string } | null;

/**
 * /gestion: the careers office's back-office. Offers waiting for validation, oldest first, with
 * their details; each can be validated (visible to candidates) or rejected with a reason the
 * company reads. The company is notified either way (by the server). Below, the companies waiting
 * for validation: their offers cannot be published until they are validated.
 */
export default function BackOfficePage() {
  const { t } = useTranslation('staff');
  const [pagina, setPagina] = useState(1);
  const pending = usePendingOffers(pagina);
  const [validating, setValidating] = useState<StaffOfferItem | null>(null);
  const [rejecting, setRejecting] = useState<StaffOfferItem | null>(null);
  const [decision, setDecision] = useState<Decision>(null);
  const total = pending.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PENDING_PAGE_SIZE));

  return (
    <PageFrame>
      <Text>{t('intro')}</Text>
      {decision !== null && (
        <Alert
          color={decision.kind === 'rejected' ? 'orange' : 'green'}
          variant="light"
          role="status"
          data-testid="staff-decision"
          withCloseButton
          closeButtonLabel={t('actions.close')}
          onClose={() => {
            setDecision(null);
          }}
        >
          {t(`decision.${decision.kind}`, { title: decision.titulo })}
        </Alert>
      )}
      <Section
        title={t('list.title')}
        testId="pending-offers"
        action={
          pending.data !== undefined && (
            <Text size="sm" c="dimmed" data-testid="pending-total">
              {t('list.total', { count: total })}
            </Text>
          )
        }
      >
        <QueryState
          query={pending}
          emptyText={t('list.empty')}
          isEmpty={(data) => data.ofertas.length === 0}
        >
          {(data) => (
            <Stack gap="sm">
              <Stack
                component="ul"
                gap="sm"
                aria-label={t('list.title')}
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {data.ofertas.map((offer) => (
                  <PendingOfferCard
                    key={offer.idOferta}
                    offer={offer}
                    onValidate={() => {
                      setDecision(null);
                      setValidating(offer);
                    }}
                    onReject={() => {
                      setDecision(null);
                      setRejecting(offer);
                    }}
                  />
                ))}
              </Stack>
              {pages > 1 && (
                <Group justify="center">
                  <Pagination
                    total={pages}
                    value={pagina}
                    onChange={setPagina}
                    getControlProps={(control) => ({
                      'aria-label': t(`pagination.${control}`),
                    })}
                    getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
                  />
                </Group>
              )}
            </Stack>
          )}
        </QueryState>
      </Section>
      <PendingCompaniesSection
        onValidated={(name) => {
          setDecision({ kind: 'companyValidated', titulo: name });
        }}
      />
      <ValidateDialog
        offer={validating}
        onClose={() => {
          setValidating(null);
        }}
        onDone={(offer) => {
          setValidating(null);
          setDecision({ kind: 'validated', titulo: offer.titulo });
        }}
      />
      <RejectDialog
        offer={rejecting}
        onClose={() => {
          setRejecting(null);
        }}
        onDone={(offer) => {
          setRejecting(null);
          setDecision({ kind: 'rejected', titulo: offer.titulo });
        }}
      />
    </PageFrame>
  );
}
