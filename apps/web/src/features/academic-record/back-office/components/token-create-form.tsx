import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateToken, type CreatedToken } from '../api/academic-record.ts';
import { CopyableCode } from './copyable-code.tsx';

/**
 * Creates an integration token and shows it once, to copy: the server keeps only its hash, so it
 * cannot be shown again (lost, it is revoked and another is created).
 */
export function TokenCreateForm() {
  const { t } = useTranslation('staffRecord');
  const create = useCreateToken();
  const [nombre, setNombre] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedToken | null>(null);

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const name = nombre.trim();
    if (name === '') {
      setError(t('tokens.nameRequired'));
      document.getElementById('token-name')?.focus();
      return;
    }
    setError(null);
    create.mutate(name, {
      onSuccess: (token) => {
        setCreated(token);
        setNombre('');
      },
    });
  };

  return (
    <Stack gap="sm">
      <form noValidate onSubmit={submit} aria-label={t('tokens.create')}>
        <Group align="flex-start" gap="sm">
          <TextInput
            id="token-name"
            label={t('tokens.name')}
            description={t('tokens.nameHint')}
            required
            maxLength={100}
            value={nombre}
            error={error}
            onChange={(event) => {
              setNombre(event.currentTarget.value);
            }}
            w={{ base: '100%', sm: 380 }}
            data-testid="token-name"
          />
          <Button type="submit" mt={46} loading={create.isPending} data-testid="token-create">
            {t('tokens.create')}
          </Button>
        </Group>
      </form>
      {created !== null && (
        <Alert
          variant="light"
          color="yellow"
          title={t('tokens.createdTitle', { name: created.nombre })}
          withCloseButton
          closeButtonLabel={t('tokens.hide')}
          onClose={() => {
            setCreated(null);
          }}
          data-testid="token-created"
        >
          <Stack gap="xs">
            <CopyableCode
              value={created.token}
              label={t('tokens.tokenLabel', { name: created.nombre })}
              testId="token-value"
            />
            <span role="status">{t('tokens.createdWarning')}</span>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
