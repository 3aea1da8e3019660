import { Anchor, Stack, Text, Title } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useBrand } from '../../../lib/brand.ts';
import { TableOfContents } from '../components/table-of-contents.tsx';
import { orientationSections, sectionAnchor } from '../lib/sections.ts';

/** `/orientacion-laboral`: labour-orientation content, one anchored section per topic. */
export default function CareerGuidancePage() {
  const { t } = useTranslation('contentPages');
  const brand = useBrand();
  const entries = orientationSections.map((key) => ({
    anchor: sectionAnchor('orientacion', key),
    label: t(`orientation.sections.${key}.title`),
  }));
  return (
    <PageFrame>
      <Text>{t('orientation.lead', { university: brand.universidad })}</Text>
      <TableOfContents title={t('toc')} entries={entries} />
      {orientationSections.map((key) => (
        <Stack
          key={key}
          gap="xs"
          component="section"
          aria-labelledby={sectionAnchor('orientacion', key)}
        >
          <Title order={2} size="h3" id={sectionAnchor('orientacion', key)}>
            {t(`orientation.sections.${key}.title`)}
          </Title>
          <Text>{t(`orientation.sections.${key}.body`)}</Text>
        </Stack>
      ))}
      {brand.hasGuiasOrientacion && (
        <Anchor component={Link} to={pathFor('guias_orientacion')} underline="always">
          {t('orientation.guidesLink')}
        </Anchor>
      )}
    </PageFrame>
  );
}
