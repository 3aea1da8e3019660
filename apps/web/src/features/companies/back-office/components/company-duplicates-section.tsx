import { Anchor, Button, Group, Text } from '@mantine/core';
import { pathFor, type StaffCompanyDetail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Section } from '../../../../components/section.tsx';
import type { CompanyDialog } from './company-dialogs.tsx';
import { PlainList } from '../../../../components/plain-list.tsx';

/** The companies that look like duplicates of this one, each to merge into it. */
export function CompanyDuplicatesSection({
  company,
  onOpen,
}: {
  company: StaffCompanyDetail;
  onOpen: (dialog: CompanyDialog) => void;
}) {
  const { t } = useTranslation('staffAdmin');
  return (
    <Section title={t('companies.detail.duplicates')} testId="company-duplicates">
      {company.duplicadas.length === 0 ? (
        <Text size="sm">{t('companies.detail.noDuplicates')}</Text>
      ) : (
        <PlainList gap="xs">
          {company.duplicadas.map((dup) => (
            <Group component="li" key={dup.idEmpresa} gap="sm">
              <Anchor component={Link} to={pathFor('gestion_empresa', { id: dup.idEmpresa })}>
                {dup.nombreComercial}
              </Anchor>
              <Text size="sm">{dup.cif}</Text>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  onOpen({ kind: 'merge', dup });
                }}
                aria-label={t('companies.detail.mergeNamed', { name: dup.nombreComercial })}
                data-testid="company-merge"
              >
                {t('companies.detail.merge')}
              </Button>
            </Group>
          ))}
        </PlainList>
      )}
    </Section>
  );
}
