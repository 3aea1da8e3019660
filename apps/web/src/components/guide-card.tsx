import { Anchor, Button, Card, Collapse, Group, Image, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Guide } from '@portal/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredSafeHtml } from './deferred-safe-html.tsx';

/**
 * Orientation-guide card (000 §2.6): title, expandable description ('Ver más' / 'Ver menos'),
 * image and download link.
 */
export function GuideCard({ guide }: { guide: Guide }) {
  const { t } = useTranslation('common');
  const [expanded, { toggle }] = useDisclosure(false);
  const descriptionId = useId();
  return (
    <Card withBorder padding="sm" data-testid="guide-card">
      {guide.ulrImagen && (
        <Card.Section>
          <Image src={guide.ulrImagen} alt="" h={120} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="xs" mt={guide.ulrImagen ? 'sm' : 0}>
        <Text fw={700} component="h3" size="md" m={0}>
          {guide.titulo}
        </Text>
        <Collapse expanded={expanded} id={descriptionId}>
          <DeferredSafeHtml html={guide.descripcion} className="rich-text" />
        </Collapse>
        <Group gap="xs" justify="space-between">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={toggle}
            aria-expanded={expanded}
            aria-controls={descriptionId}
          >
            {expanded ? t('actions.showLess') : t('actions.showMore')}
          </Button>
          {guide.urlFichero && (
            <Anchor
              href={guide.urlFichero}
              download
              size="sm"
              aria-label={t('guide.downloadLabel', { title: guide.titulo })}
            >
              <Group gap={4} component="span">
                <IconDownload size={16} aria-hidden="true" />
                {t('guide.download')}
              </Group>
            </Anchor>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
