import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { offerFamilies, pathFor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /nueva-oferta without a family: the company picks the kind of offer first. */
export function FamilyPicker() {
  const { t } = useTranslation('companyOffers');
  return (
    <Stack gap="md">
      <Text>{t('picker.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {offerFamilies.map((family) => (
          <Card key={family} withBorder component="article" data-testid={`family-${family}`}>
            <Stack gap="sm" h="100%" justify="space-between">
              <Stack gap={4}>
                <Title order={2} size="h4">
                  {t(`families.${family}`)}
                </Title>
                <Text size="sm">{t(`picker.descriptions.${family}`)}</Text>
              </Stack>
              <Button
                component={Link}
                to={pathFor('nueva_oferta', { tipo: family })}
                aria-label={t('picker.choose', { family: t(`families.${family}`) })}
              >
                {t('picker.start')}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
