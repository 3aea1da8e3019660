import { List, Stack, Text } from '@mantine/core';
import type { StaffCandidateSheet } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../../components/safe-html.tsx';
import { Section } from '../../../../components/section.tsx';
import { useDegrees } from '../../../../lib/queries/degrees.ts';
import { useLanguages } from '../../../../lib/queries/languages.ts';
import { nameInList } from '../../../../lib/reference-lists.ts';

function CvSummary({ cv }: { cv: NonNullable<StaffCandidateSheet['cv']> }) {
  const { t, i18n } = useTranslation('backOffice');
  // Language and level names as the candidate's own CV shows them, in the reader's language.
  const { t: tCv } = useTranslation('cv');
  const languages = useLanguages();
  const degrees = useDegrees();
  const levelName = (code: string) => tCv(`levels.${code}`, { defaultValue: code });
  return (
    <Stack gap="sm">
      {cv.presentacion !== null && (
        <SafeHtml html={cv.presentacion} testId="candidate-presentation" />
      )}
      <Text fw={600}>{t('candidates.sheet.studies')}</Text>
      <List>
        {cv.academicos.map((s) => (
          <List.Item key={s.id}>
            {nameInList(degrees.data, s.idTitulacion, s.titulo, i18n.language)}
            {s.centro !== null ? ` · ${s.centro}` : ''}
            {s.enCurso ? ` (${t('candidates.sheet.inProgress')})` : ''}
          </List.Item>
        ))}
      </List>
      {cv.profesional.experiencia.length > 0 && (
        <>
          <Text fw={600}>{t('candidates.sheet.experience')}</Text>
          <List>
            {cv.profesional.experiencia.map((e) => (
              <List.Item key={e.id}>
                {e.puesto} · {e.empresa} ({e.fechaInicio}
                {e.fechaFin !== null ? ` – ${e.fechaFin}` : ''})
              </List.Item>
            ))}
          </List>
        </>
      )}
      {cv.idiomas.length > 0 && (
        <Text>
          <Text span fw={600}>
            {t('candidates.sheet.languages')}:
          </Text>{' '}
          {cv.idiomas
            .map(
              (l) =>
                `${nameInList(languages.data, l.idIdioma, l.idioma, i18n.language)} (${levelName(l.nivel)})`,
            )
            .join(', ')}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('candidates.sheet.completeness', { value: cv.completitud.porcentaje })}
      </Text>
    </Stack>
  );
}

/** The CV in short: studies, experience, languages and completeness; gone once anonymised. */
export function CandidateCvSection({ cv }: { cv: StaffCandidateSheet['cv'] }) {
  const { t } = useTranslation('backOffice');
  return (
    <Section title={t('candidates.sheet.cv')} testId="candidate-cv">
      {cv === null ? <Text>{t('candidates.sheet.anonymised')}</Text> : <CvSummary cv={cv} />}
    </Section>
  );
}
