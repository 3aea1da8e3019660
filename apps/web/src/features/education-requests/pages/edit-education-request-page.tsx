import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { educationRequestEditBodySchema, pathFor, type EducationRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RecordState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { submitWithServerErrors } from '../../../lib/form-submit.ts';
import { useCentreRequest, useEditCentreRequest } from '../api/education-requests.ts';
import { PlacementFields, type PlacementValues } from '../components/placement-fields.tsx';

function EditForm({ request }: { request: EducationRequest }) {
  const { t } = useTranslation('educationRequests');
  const navigate = useNavigate();
  const edit = useEditCentreRequest();
  const form = useForm<PlacementValues & { idSolicitud: number }>({
    mode: 'controlled',
    initialValues: {
      idSolicitud: request.idSolicitud,
      etapa: request.etapa,
      fechaInicio: request.fechaInicio,
      fechaFin: request.fechaFin,
      tutorNombre: request.tutorNombre ?? '',
      tutorEmail: request.tutorEmail ?? '',
      observaciones: request.observaciones ?? '',
    },
    validate: schemaResolver(educationRequestEditBodySchema, { sync: true }),
  });
  const sheet = pathFor('ficha-solicitudes-educacion', { id: String(request.idSolicitud) });
  return (
    <form
      noValidate
      data-testid="education-edit-form"
      onSubmit={submitWithServerErrors(form, (values, onError) => {
        edit.mutate(educationRequestEditBodySchema.parse(values), {
          onSuccess: () => {
            void navigate(sheet);
          },
          onError,
        });
      })}
    >
      <Stack gap="sm">
        <Text>
          {t('edit.student', { name: `${request.alumno.nombre} ${request.alumno.apellidos}` })}
        </Text>
        <PlacementFields form={form} />
        <Group justify="flex-end">
          <Button component={Link} to={sheet} variant="default">
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={edit.isPending} data-testid="education-edit-save">
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /solicitudes-practicas-educacion/{id}/editar: stage, dates, tutor and notes while open. */
export default function EditEducationRequestPage() {
  const { t } = useTranslation('educationRequests');
  const { id = '' } = useParams();
  const request = useCentreRequest(Number(id) || 0);
  return (
    <PageFrame>
      <Anchor component={Link} to={pathFor('ficha-solicitudes-educacion', { id })}>
        {t('edit.back')}
      </Anchor>
      <RecordState query={request} notFoundText={t('sheet.notFound')}>
        {(r) =>
          r.editable ? (
            <Section title={t('edit.title')}>
              <EditForm request={r} />
            </Section>
          ) : (
            <Alert color="orange" variant="light" data-testid="education-not-editable">
              {t('edit.closed')}
            </Alert>
          )
        }
      </RecordState>
    </PageFrame>
  );
}
