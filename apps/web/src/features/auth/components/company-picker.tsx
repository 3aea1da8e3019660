import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { UserCompany } from '@portal/contracts';
import { useRef, useState } from 'react';
import { useFocusWhenShown } from '../../../lib/focus-after-change.ts';
import { useTranslation } from 'react-i18next';

interface CompanyPickerProps {
  companies: readonly UserCompany[];
  loading: boolean;
  onPick: (idEmpresa: number) => void;
  onBack: () => void;
}

/** A company user of several companies picks one before logging in. */
export function CompanyPicker({ companies, loading, onPick, onBack }: CompanyPickerProps) {
  const { t } = useTranslation('auth');
  const [selected, setSelected] = useState<string>('');
  const [submitted, setSubmitted] = useState(false);
  const error = submitted && selected === '' ? t('validation.chooseCompany') : null;
  // It replaces the credentials' form, whose button had the focus: the choice takes it.
  const form = useRef<HTMLFormElement>(null);
  useFocusWhenShown(form);

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (selected !== '') {
          onPick(Number(selected));
        }
      }}
    >
      <Stack gap="md">
        <Radio.Group
          value={selected}
          onChange={setSelected}
          label={t('company.label')}
          description={t('company.description')}
          error={error}
          required
          data-testid="company-picker"
        >
          <Stack gap="xs" mt="xs">
            {companies.map((company) => (
              <Radio
                key={company.idEmpresa}
                value={String(company.idEmpresa)}
                label={
                  <Text component="span">
                    {company.nombreComercial}{' '}
                    <Text component="span" c="dimmed" size="sm">
                      ({company.cif})
                    </Text>
                  </Text>
                }
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {t('company.back')}
          </Button>
          <Button type="submit" loading={loading}>
            {t('company.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
