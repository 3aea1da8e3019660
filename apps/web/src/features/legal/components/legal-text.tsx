import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand.ts';

export interface LegalSection {
  title: string;
  paragraphs: string[];
}

/** Sections of a legal text from the `legal` namespace, with the brand's university name. */
export function LegalText({ sections }: { sections: readonly LegalSection[] }) {
  const brand = useBrand();
  const { t } = useTranslation('legal');
  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm">
        {t('owner', { university: brand.universidad })}
      </Text>
      {sections.map((section) => (
        <Stack gap="xs" key={section.title} component="section">
          <Title order={2} size="h3">
            {section.title}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
