import { Avatar, FileButton, Button, Stack, Text } from '@mantine/core';
import { cvCalls, photoExtensions, type Cv } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { extensionOf, readAsBase64 } from '../../../lib/files.ts';
import { useCvEdit } from '../api/edit-cv.ts';
import { usePhotoUrl } from '../api/cv-files.ts';
import { saveProblemOf } from '../lib/server-errors.ts';

/** The profile photo (at most 1000 px on its longest side; checked again by the server). */
export function PhotoField({ cv }: { cv: Cv }) {
  const { t } = useTranslation('cv');
  const [version, setVersion] = useState(0);
  const src = usePhotoUrl(cv.urlImagenPerfil, String(version));
  const save = useCvEdit(cvCalls.editPhoto);
  const [message, setMessage] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (file === null) {
      return;
    }
    setMessage(null);
    const extension = extensionOf(file.name);
    if (!(photoExtensions as readonly string[]).includes(extension)) {
      setMessage(t('errors.photoType'));
      return;
    }
    const ficheroB64 = await readAsBase64(file);
    save.mutate(
      { extension, ficheroB64 },
      {
        onSuccess: () => {
          setVersion((v) => v + 1);
        },
        onError: (error) => {
          const problem = saveProblemOf(error, t('errors.saveFailed'));
          setMessage(problem.fields.ficheroB64 ?? problem.general);
        },
      },
    );
  };
  return (
    <Stack gap={6} align="center" w={140}>
      <Avatar
        src={src}
        size={96}
        radius="md"
        alt={src === null ? undefined : t('photo.alt')}
        data-testid="cv-photo"
      >
        {cv.personales.nombre.charAt(0)}
      </Avatar>
      <FileButton
        onChange={(file) => {
          void upload(file);
        }}
        accept="image/png,image/jpeg,image/gif,image/webp"
      >
        {(props) => (
          <Button size="xs" variant="default" loading={save.isPending} {...props}>
            {cv.urlImagenPerfil === null ? t('photo.add') : t('photo.change')}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed" ta="center">
        {t('photo.hint')}
      </Text>
      {message !== null && (
        <Text size="xs" c="var(--mantine-color-error)" role="alert" data-testid="cv-photo-error">
          {message}
        </Text>
      )}
    </Stack>
  );
}
