import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { Codes, pathFor, type SigningLink } from '@portal/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RecordState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDay, formatTime } from '../../../lib/dates.ts';
import { useSignaturePdf } from '../api/get-signature-pdf.ts';
import { useSigningLink } from '../api/get-signing-link.ts';
import { useSignDocument } from '../api/sign-document.ts';
import { isNotFound } from '../lib/application-actions.ts';
import { NewTabLink } from '../../../components/new-tab-link.tsx';

/** A blob: URL for the PDF while the page shows it. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob === undefined ? null : URL.createObjectURL(blob)), [blob]);
  useEffect(
    () => () => {
      if (url !== null) {
        URL.revokeObjectURL(url);
      }
    },
    [url],
  );
  return url;
}

function PdfLinks({ link }: { link: SigningLink }) {
  const { t } = useTranslation(['applications', 'common']);
  const pdf = useSignaturePdf(link.idDocumento, link.firmado);
  const url = useObjectUrl(pdf.data?.blob);
  if (pdf.isPending) {
    // As tall as the buttons that replace it: the acceptance below must not move under a click
    // (a tick aimed at it while the PDF loaded landed beside it once the buttons showed).
    return (
      <Group gap="xs" role="status" mih="2.25rem">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{t('sign.loadingPdf')}</Text>
      </Group>
    );
  }
  if (pdf.isError || url === null) {
    return (
      <Alert color="red" variant="light" title={t('sign.pdfError')}>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            void pdf.refetch();
          }}
        >
          {t('actions.retry', { ns: 'common' })}
        </Button>
      </Alert>
    );
  }
  const fileName = pdf.data.fileName;
  return (
    <Group gap="sm">
      <Button
        component="a"
        href={url}
        download={fileName}
        variant="light"
        data-testid="pdf-download"
      >
        {t('sign.download')}
      </Button>
      <NewTabLink href={url}>{t('sign.open')}</NewTabLink>
    </Group>
  );
}

function SignForm({ link, sign }: { link: SigningLink; sign: ReturnType<typeof useSignDocument> }) {
  const { t } = useTranslation('applications');
  const pdf = useSignaturePdf(link.idDocumento, link.firmado);
  const [accepted, setAccepted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const errorId = useId();
  const alreadySigned =
    sign.isError && isApiError(sign.error) && sign.error.status === Codes.ALREADY_SIGNED;
  const error = submitted && !accepted ? t('sign.acceptRequired') : null;

  if (alreadySigned) {
    return (
      <Alert color="orange" variant="light" role="alert" data-testid="already-signed">
        {t('sign.alreadySigned')}
      </Alert>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (!accepted || pdf.data === undefined) {
          return;
        }
        sign.mutate(pdf.data.sha256);
      }}
    >
      <Stack gap="md">
        <Checkbox
          label={t('sign.accept')}
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.currentTarget.checked);
          }}
          error={error}
          aria-describedby={error === null ? undefined : errorId}
          data-testid="sign-accept"
        />
        <Group>
          <Button
            type="submit"
            loading={sign.isPending}
            disabled={pdf.data === undefined}
            data-testid="sign-submit"
          >
            {t('sign.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Signed({ link, pendientes }: { link: SigningLink; pendientes: number | null }) {
  const { t, i18n } = useTranslation('applications');
  const when = link.fechaFirma;
  return (
    <Alert color="green" variant="light" title={t('sign.signedTitle')} data-testid="signed">
      <Stack gap="xs">
        {when !== null && (
          <Text size="sm">
            {t('sign.signedOn', {
              date: `${formatDay(when, i18n.language)} ${formatTime(when, i18n.language)}`,
            })}
          </Text>
        )}
        {pendientes !== null && <Text size="sm">{t('sign.remaining', { count: pendientes })}</Text>}
      </Stack>
    </Alert>
  );
}

function SigningSheet({ link }: { link: SigningLink }) {
  const { t } = useTranslation('applications');
  // Owned here: the form unmounts once the document shows as signed.
  const sign = useSignDocument(link.idDocumento);
  const pendientes = sign.data?.pendientes ?? null;

  if (!link.firmaEnPortal) {
    return (
      <Alert color="blue" variant="light" title={link.nombre}>
        <Stack gap="xs">
          <Text size="sm">{t('sign.external')}</Text>
          <Anchor href={link.enlace} rel="noopener noreferrer">
            {t('sign.externalLink')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      {link.oferta !== null && <Text>{t('sign.offer', { offer: link.oferta })}</Text>}
      <Section title={link.nombre} testId="signature-document">
        <Stack gap="md">
          <Paper withBorder p="md" bg="var(--mantine-color-body)">
            {/* A long text scrolls in its box: the box takes the focus so a keyboard can scroll it.
                Its name is not the section's, so the two regions can be told apart. */}
            <ScrollArea.Autosize
              mah="24rem"
              type="auto"
              viewportProps={{
                tabIndex: 0,
                role: 'region',
                'aria-label': t('sign.textLabel', { name: link.nombre }),
              }}
            >
              <Stack gap="sm" data-testid="document-text">
                {link.parrafos.map((p, i) => (
                  <Text key={i} size="sm">
                    {p}
                  </Text>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Paper>
          <PdfLinks link={link} />
        </Stack>
      </Section>
      <Section title={t('sign.confirm')}>
        {link.firmado ? (
          <Signed link={link} pendientes={pendientes} />
        ) : (
          <SignForm link={link} sign={sign} />
        )}
      </Section>
      {link.idCandidatura !== null && (
        <Anchor
          component={Link}
          to={pathFor('ficha_candidatura', { id: link.idCandidatura })}
          size="sm"
        >
          {t('sign.backToApplication')}
        </Anchor>
      )}
    </Stack>
  );
}

/**
 * /firma-documento/{id}: the built-in signature (ADR 0002). The document text and its PDF, an
 * explicit acceptance, then the signature recorded by the server with the PDF's SHA-256; an
 * already-signed document shows its signature date (109 if signed again).
 */
export default function SignDocumentPage() {
  const { t } = useTranslation('applications');
  const { id } = useParams();
  const documentId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : 0;
  const link = useSigningLink(documentId);
  return (
    <PageFrame size="md">
      {documentId === 0 || isNotFound(link.error) ? (
        <Alert color="orange" variant="light" role="alert">
          {t('sign.notFound')}
        </Alert>
      ) : (
        <RecordState query={link} notFoundText={t('sign.notFound')}>
          {(data) => <SigningSheet link={data} />}
        </RecordState>
      )}
    </PageFrame>
  );
}
