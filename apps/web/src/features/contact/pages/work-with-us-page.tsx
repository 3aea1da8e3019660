import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useBrand } from '../../../lib/brand.ts';

const sections = ['offers', 'internships', 'events', 'mentoring'] as const;

type LinkRoute = 'solicitar_cuenta' | 'login_empresas' | 'news' | 'contact';

const sectionLinks: Record<(typeof sections)[number], readonly LinkRoute[]> = {
  offers: ['solicitar_cuenta', 'login_empresas'],
  internships: ['login_empresas'],
  events: ['news'],
  mentoring: ['contact'],
};

/**
 * /work-with-us: how companies and professionals work with the careers office (recruit, host
 * interns, take part in events, mentor), with the way in for each.
 */
export default function WorkWithUsPage() {
  const { t } = useTranslation('contact');
  const brand = useBrand();
  const anchor = (key: string) => `colabora-${key}`;
  return (
    <PageFrame>
      <Text>{t('work.lead', { university: brand.universidad })}</Text>
      <Paper withBorder p="md" component="nav" aria-labelledby="work-toc">
        <Text fw={700} id="work-toc" mb="xs">
          {t('work.toc')}
        </Text>
        <List spacing={4}>
          {sections.map((key) => (
            <List.Item key={key}>
              <Anchor href={`#${anchor(key)}`}>{t(`work.sections.${key}.title`)}</Anchor>
            </List.Item>
          ))}
        </List>
      </Paper>
      {sections.map((key) => (
        <Stack key={key} gap="xs" component="section" aria-labelledby={anchor(key)}>
          <Title order={2} size="h3" id={anchor(key)}>
            {t(`work.sections.${key}.title`)}
          </Title>
          <Text>{t(`work.sections.${key}.body`)}</Text>
          {sectionLinks[key].length > 0 && (
            <Group gap="md">
              {sectionLinks[key].map((route) => (
                <Anchor key={route} component={Link} to={pathFor(route)} underline="always">
                  {t(`work.links.${route}`)}
                </Anchor>
              ))}
            </Group>
          )}
        </Stack>
      ))}
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Text fw={700}>{t('work.cta.title')}</Text>
          <Text>{t('work.cta.text')}</Text>
          <Button component={Link} to={pathFor('contact')} w="fit-content">
            {t('work.cta.button')}
          </Button>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
