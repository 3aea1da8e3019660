import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { cvSections, type Cv } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useBrand } from '../../../lib/brand.ts';
import { showCallError } from '../../../lib/query-client.ts';
import { downloadCvPdf } from '../api/cv-files.ts';
import { useMyCv } from '../../../lib/queries/my-cv.ts';
import { CompletenessMeter } from '../components/completeness-meter.tsx';
import { DocumentsSection } from '../components/documents-section.tsx';
import { ExperienceSection } from '../components/experience-section.tsx';
import { LanguagesSection } from '../components/languages-section.tsx';
import { PersonalSection } from '../components/personal-section.tsx';
import { PortfolioSection } from '../components/portfolio-section.tsx';
import { PreferencesSection } from '../components/preferences-section.tsx';
import { PresentationSection } from '../components/presentation-section.tsx';
import { SkillsSection } from '../components/skills-section.tsx';
import { StudiesSection } from '../components/studies-section.tsx';

/** The section of a missing item or field named in the address (`/cv#numeroSeguridadSocial`). */
function sectionOf(cv: Cv, campo: string): string | null {
  if ((cvSections as readonly string[]).includes(campo)) {
    return campo;
  }
  const item = cv.completitud.faltan.find((f) => f.campo === campo);
  if (item) {
    return item.seccion;
  }
  return campo in cv.campos.personales ? 'personales' : null;
}

/** /cv: the candidate's CV, each part editable in place, with its completeness. */
export default function CvPage() {
  const { t } = useTranslation('cv');
  const brand = useBrand();
  const cv = useMyCv();
  const { hash } = useLocation();
  const focusField = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    if (focusField === null || !cv.data) {
      return;
    }
    const section = sectionOf(cv.data, focusField);
    if (section !== null && section !== 'personales') {
      const element = document.getElementById(`cv-${section}`);
      element?.scrollIntoView({ block: 'start' });
      element?.querySelector<HTMLElement>('h2')?.setAttribute('tabindex', '-1');
      element?.querySelector<HTMLElement>('h2')?.focus();
    }
  }, [focusField, cv.data]);

  if (cv.isPending) {
    return (
      <PageFrame>
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t('states.loading')}</Text>
        </Group>
      </PageFrame>
    );
  }
  if (cv.isError) {
    return (
      <PageFrame>
        <Alert color="red" variant="light" title={t('states.error')}>
          <Button size="xs" variant="default" onClick={() => void cv.refetch()}>
            {t('actions.retry')}
          </Button>
        </Alert>
      </PageFrame>
    );
  }
  const data = cv.data;
  const personalFocus =
    focusField !== null && sectionOf(data, focusField) === 'personales' ? focusField : null;
  return (
    <PageFrame>
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Text c="dimmed">{t('intro')}</Text>
          <Button
            loading={downloading}
            onClick={() => {
              setDownloading(true);
              downloadCvPdf(`CV ${data.personales.nombre} ${data.personales.apellidos}.pdf`)
                .catch(showCallError)
                .finally(() => {
                  setDownloading(false);
                });
            }}
            data-testid="cv-download"
          >
            {t('actions.download')}
          </Button>
        </Group>
        <CompletenessMeter completeness={data.completitud} />
        {!data.verificado && brand.accesoNoVerificados !== 'todo' && (
          <Alert color="blue" variant="light" data-testid="cv-unverified">
            {t(data.conEmpleo ? 'unverified' : 'unverifiedStudent')}
          </Alert>
        )}
        <PersonalSection cv={data} focusField={personalFocus} />
        <StudiesSection cv={data} />
        <LanguagesSection cv={data} />
        <ExperienceSection cv={data} />
        <SkillsSection cv={data} />
        <DocumentsSection cv={data} />
        <PreferencesSection cv={data} />
        <PresentationSection cv={data} />
        <PortfolioSection cv={data} />
      </Stack>
    </PageFrame>
  );
}
