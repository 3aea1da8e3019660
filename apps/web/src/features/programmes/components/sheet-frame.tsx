import { Alert, Anchor, Image, Stack, Title } from '@mantine/core';
import { pathFor, type ProgrammeSummary } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
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
