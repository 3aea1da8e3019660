import { Anchor, Button, Card, Collapse, Group, Image, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Guide } from '@portal/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { needsSession, useContentImage } from '../lib/content-file-url.ts';
import { downloadFile } from '../lib/download.ts';
import { showCallError } from '../lib/query-client.ts';
import { DeferredSafeHtml } from './deferred-safe-html.tsx';

/**
 * Orientation-guide card: title, expandable description ('Ver más' / 'Ver menos'),
 * image and download link. Its title is one level below the heading it sits under: h3 under the
 * home page's section, h2 on the guides page, whose only heading above it is the page's.
 */
export function GuideCard({ guide, headingLevel = 3 }: { guide: Guide; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('common');
  const [expanded, { toggle }] = useDisclosure(false);
  const descriptionId = useId();
  // Guide images and files uploaded in the back-office are served only with the session's token.
  const image = useContentImage(guide.ulrImagen);
  return (
    <Card withBorder padding="sm" data-testid="guide-card">
      {image && (
        <Card.Section>
          <Image src={image} alt="" h={120} fit="cover" data-testid="guide-image" />
        </Card.Section>
      )}
      <Stack gap="xs" mt={image ? 'sm' : 0}>
        <Text fw={700} component={headingLevel === 2 ? 'h2' : 'h3'} size="md" m={0}>
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
              onClick={(event) => {
                const url = guide.urlFichero;
                if (url !== null && needsSession(url)) {
                  event.preventDefault();
                  downloadFile(url, guide.titulo).catch(showCallError);
                }
              }}
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
