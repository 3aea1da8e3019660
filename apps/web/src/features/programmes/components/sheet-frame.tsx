import { Alert, Anchor, Image, Stack, Title } from '@mantine/core';
import { pathFor, type ProgrammeSummary } from '@portal/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTitleSubject } from '../../../lib/document-title.ts';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { ProgrammeFacts } from './programme-facts.tsx';

/** The frame of a programme sheet (every role): title, image, facts, role-specific content. */
export function SheetLayout({
  programme,
  children,
}: {
  programme: ProgrammeSummary;
  children?: ReactNode;
}) {
  const { t } = useTranslation('programmes');
  useTitleSubject(programme.titulo);
  return (
    <PageFrame>
      <Stack gap="lg" data-testid="programme-sheet">
        <Title order={2}>{programme.titulo}</Title>
        {programme.urlImagen && (
          <Image src={programme.urlImagen} alt="" mah={260} fit="cover" radius="sm" />
        )}
        <ProgrammeFacts programme={programme} />
        {children}
        <Anchor component={Link} to={pathFor('programas_practicas_activos')}>
          {t('sheet.back')}
        </Anchor>
      </Stack>
    </PageFrame>
  );
}

export function LoadingSheet() {
  return (
    <PageFrame>
      <PageLoader />
    </PageFrame>
  );
}

export function MissingSheet({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation('programmes');
  return (
    <PageFrame>
      <Alert color={notFound ? 'gray' : 'red'} role="alert">
        {notFound ? t('sheet.notFound') : t('sheet.loadError')}
      </Alert>
      <Anchor component={Link} to={pathFor('programas_practicas_activos')}>
        {t('sheet.back')}
      </Anchor>
    </PageFrame>
  );
}

/**
 * The sheet of a programme fetched by its own call (a candidate's, a company's): loading, then
 * not found (404) or failed, then the frame with the description and what `children` adds.
 */
export function DetailSheet<T extends ProgrammeSummary & { descripcion: string }>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (programme: T) => ReactNode;
}) {
  const { t } = useTranslation('programmes');
  if (query.isPending) {
    return <LoadingSheet />;
  }
  if (query.data === undefined) {
    const notFound = isApiError(query.error) && query.error.httpStatus === 404;
    return <MissingSheet notFound={notFound} />;
  }
  const programme = query.data;
  return (
    <SheetLayout programme={programme}>
      {programme.descripcion.trim() !== '' && (
        <SheetSection id="programme-description" title={t('sheet.description')}>
          <SafeHtml html={programme.descripcion} className="rich-text" />
        </SheetSection>
      )}
      {children(programme)}
    </SheetLayout>
  );
}

/** A section of the sheet, named by its heading. */
export function SheetSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
