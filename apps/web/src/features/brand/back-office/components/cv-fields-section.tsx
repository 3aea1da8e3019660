import { Checkbox, Stack, Table, Text } from '@mantine/core';
import {
  cvExperienceFields,
  cvPersonalFields,
  cvStudyFields,
  type CvFieldFlags,
  type CvFieldGroup,
  type CvFieldSettings,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../../components/section.tsx';
import { ScrollTable } from '../../../../components/scroll-table.tsx';

const groups: { group: CvFieldGroup; fields: readonly string[] }[] = [
  { group: 'personales', fields: cvPersonalFields },
  { group: 'academicos', fields: cvStudyFields },
  { group: 'experiencia', fields: cvExperienceFields },
];
const flagKeys = ['visible', 'editable', 'obligatorio'] as const;
type FlagKey = (typeof flagKeys)[number];

/**
 * Keeps the three flags coherent: a required field is visible and editable; an editable one is
 * visible; hiding a field or making it read-only stops requiring it.
 */
export function withFlag(flags: CvFieldFlags, key: FlagKey, checked: boolean): CvFieldFlags {
  if (checked) {
    return key === 'obligatorio'
      ? { visible: true, editable: true, obligatorio: true }
      : key === 'editable'
        ? { ...flags, visible: true, editable: true }
        : { ...flags, visible: true };
  }
  return key === 'visible'
    ? { visible: false, editable: false, obligatorio: false }
    : key === 'editable'
      ? { ...flags, editable: false, obligatorio: false }
      : { ...flags, obligatorio: false };
}

/**
 * "Campos del CV" of /gestion/marca: for each personal, academic and experience field of the CV,
 * whether candidates see it, may change it and must fill it in (brand setting `camposCv`
 * "CV"). Saved with the rest of the brand settings; the server enforces the same flags.
 */
export function CvFieldsSection({
  value,
  onChange,
}: {
  value: CvFieldSettings;
  onChange: (value: CvFieldSettings) => void;
}) {
  const { t } = useTranslation('staffBrand');
  const change = (group: CvFieldGroup, field: string, key: FlagKey, checked: boolean) => {
    const current = value[group] as Record<string, CvFieldFlags>;
    const flags = current[field];
    if (!flags) {
      return;
    }
    onChange({ ...value, [group]: { ...current, [field]: withFlag(flags, key, checked) } });
  };
  return (
    <Section title={t('cvFields.title')} testId="brand-cv-fields">
      <Stack gap="md">
        <Text size="sm">{t('cvFields.help')}</Text>
        {groups.map(({ group, fields }) => {
          const groupName = t(`cvFields.groups.${group}`);
          const current = value[group] as Record<string, CvFieldFlags>;
          return (
            <ScrollTable key={group}>
              <Table data-testid={`brand-cv-fields-${group}`} striped>
                <Table.Caption style={{ captionSide: 'top', textAlign: 'start', fontWeight: 600 }}>
                  {groupName}
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('cvFields.columns.field')}</Table.Th>
                    {flagKeys.map((key) => (
                      <Table.Th key={key} scope="col">
                        {t(`cvFields.columns.${key}`)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {fields.map((field) => {
                    const fieldName = t(`cvFields.fields.${group}.${field}`, {
                      defaultValue: field,
                    });
                    return (
                      <Table.Tr key={field}>
                        <Table.Th scope="row" fw={400}>
                          {fieldName}
                        </Table.Th>
                        {flagKeys.map((key) => (
                          <Table.Td key={key}>
                            <Checkbox
                              aria-label={t('cvFields.checkbox', {
                                flag: t(`cvFields.columns.${key}`),
                                field: fieldName,
                                group: groupName,
                              })}
                              checked={current[field]?.[key] ?? false}
                              onChange={(e) => {
                                change(group, field, key, e.currentTarget.checked);
                              }}
                              data-testid={`cv-flag-${group}-${field}-${key}`}
                            />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          );
        })}
      </Stack>
    </Section>
  );
}
