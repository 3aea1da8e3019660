import {
  Alert,
  Anchor,
  Button,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Codes, contactMessageBodySchema, contactProfiles, pathFor } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useBrand } from '../../../lib/brand.ts';
import {
  fieldErrorText,
  focusFirstInvalid,
  serverFieldErrors,
} from '../../../lib/field-error-text.ts';
import { showCallError } from '../../../lib/query-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useSendContactMessage } from '../api/contact.ts';
import { ConsentCheckbox, privacyPolicyLink } from '../../../components/consent-checkbox.tsx';

interface Values {
  nombre: string;
  email: string;
  perfil: string;
  asunto: string;
  mensaje: string;
  aceptaPoliticaPrivacidad: boolean;
}

const resolve = schemaResolver(contactMessageBodySchema, { sync: true });

/**
 * /contact: the careers office's address and a form whose message is stored for the office's
 * inbox and mailed to it (the server throttles it per address).
 */
export default function ContactPage() {
  const { t, i18n } = useTranslation('contact');
  const brand = useBrand();
  const session = useSession();
  const send = useSendContactMessage();
  // How many messages were sent from this page (the result takes the focus after each).
  const [sentCount, setSentCount] = useState(0);
  const sent = sentCount > 0;
  const [throttled, setThrottled] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      nombre: '',
      email: '',
      perfil:
        session?.role === 'empresa' ? 'empresa' : session?.role === 'alumno' ? 'estudiante' : '',
      asunto: '',
      mensaje: '',
      aceptaPoliticaPrivacidad: false,
    },
    validate: resolve,
  });
  const field = (name: keyof Values, options?: { type?: 'checkbox' }) => {
    const props = form.getInputProps(name, options);
    return { ...props, error: fieldErrorText(props.error, i18n.language) };
  };

  useEffect(() => {
    if (sentCount > 0) {
      resultRef.current?.focus();
    }
  }, [sentCount]);

  const onSubmit = form.onSubmit(
    (values, event) => {
      const element = event?.currentTarget ?? null;
      setThrottled(false);
      send.mutate(contactMessageBodySchema.parse(values), {
        onSuccess: () => {
          setSentCount((n) => n + 1);
          form.reset();
        },
        onError: (error) => {
          const errors = serverFieldErrors(error);
          if (errors !== null) {
            form.setErrors(errors);
            focusFirstInvalid(element);
          } else if (isApiError(error) && error.status === Codes.TOO_MANY_REQUESTS) {
            setThrottled(true);
          } else {
            showCallError(error);
          }
        },
      });
    },
    (_errors, _values, event) => {
      focusFirstInvalid(event?.currentTarget ?? null);
    },
  );

  return (
    <PageFrame>
      <Text>{t('intro')}</Text>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Paper withBorder p="md" component="section" aria-labelledby="contact-office">
          <Stack gap="xs">
            <Title order={2} size="h4" id="contact-office">
              {t('office.title')}
            </Title>
            <Text>{t('office.name')}</Text>
            <Text>
              {t('office.email')}{' '}
              <Anchor href={`mailto:${brand.emailContactoConvenios}`} data-testid="contact-email">
                {brand.emailContactoConvenios}
              </Anchor>
            </Text>
            <Text size="sm" c="dimmed">
              {t('office.hours')}
            </Text>
            <Text size="sm">
              <Trans
                t={t}
                i18nKey="office.more"
                components={{
                  news: <Anchor component={Link} to={pathFor('news')} underline="always" />,
                  press: <Anchor component={Link} to={pathFor('press_room')} underline="always" />,
                }}
              />
            </Text>
          </Stack>
        </Paper>
        <Paper
          withBorder
          p="md"
          component="section"
          aria-labelledby="contact-form-title"
          style={{ gridColumn: 'span 2' }}
        >
          <Stack gap="sm">
            <Title order={2} size="h4" id="contact-form-title">
              {t('form.title')}
            </Title>
            <div ref={resultRef} tabIndex={-1} aria-live="polite">
              {sent && (
                <Alert color="green" title={t('sent.title')} data-testid="contact-sent">
                  {t('sent.text')}
                </Alert>
              )}
              {throttled && (
                <Alert color="orange" title={t('throttled.title')} data-testid="contact-throttled">
                  {t('throttled.text')}
                </Alert>
              )}
            </div>
            <form
              noValidate
              onSubmit={onSubmit}
              aria-labelledby="contact-form-title"
              data-testid="contact-form"
            >
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    label={t('form.nombre')}
                    required
                    autoComplete="name"
                    {...field('nombre')}
                  />
                  <TextInput
                    label={t('form.email')}
                    required
                    type="email"
                    autoComplete="email"
                    {...field('email')}
                  />
                </SimpleGrid>
                <Select
                  label={t('form.perfil')}
                  required
                  allowDeselect={false}
                  placeholder={t('form.perfilPlaceholder')}
                  data={contactProfiles.map((value) => ({ value, label: t(`profiles.${value}`) }))}
                  {...field('perfil')}
                />
                <TextInput label={t('form.asunto')} required maxLength={150} {...field('asunto')} />
                <Textarea
                  label={t('form.mensaje')}
                  description={t('form.mensajeHint')}
                  required
                  autosize
                  minRows={5}
                  maxLength={5000}
                  {...field('mensaje')}
                />
                <ConsentCheckbox
                  label={
                    <Trans
                      t={t}
                      i18nKey="form.privacy"
                      components={{ policy: privacyPolicyLink }}
                    />
                  }
                  {...field('aceptaPoliticaPrivacidad', { type: 'checkbox' })}
                />
                <Button
                  type="submit"
                  loading={send.isPending}
                  w="fit-content"
                  data-testid="contact-submit"
                >
                  {t('form.submit')}
                </Button>
              </Stack>
            </form>
          </Stack>
        </Paper>
      </SimpleGrid>
    </PageFrame>
  );
}
