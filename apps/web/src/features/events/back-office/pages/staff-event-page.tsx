import { Alert, Anchor, Badge, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { formatDay, formatDateTime } from '../../../../lib/dates.ts';
import { pathFor, type StaffEnrolled } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListTable, type ListColumn } from '../../../../components/list-kit/index.ts';
import { useTitleSubject } from '../../../../lib/document-title.ts';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { QueryState, RecordState } from '../../../../components/query-state.tsx';
import { Section } from '../../../../components/section.tsx';
import {
  downloadEnrolled,
  useEnrolled,
  useMarkAttendance,
  useStaffEvent,
} from '../../../../lib/queries/staff-content.ts';
import { SaveError } from '../../../../components/content-editor/form-bits.tsx';
import { PublicEventAddress } from '../components/public-address.tsx';

type Mark = 'si' | 'no' | 'sin';
const markOf = (value: boolean | null): Mark => (value === null ? 'sin' : value ? 'si' : 'no');
const valueOf = (mark: Mark): boolean | null => (mark === 'sin' ? null : mark === 'si');

/**
 * /gestion/eventos/:id: the event's enrolled list with attendance marks (saved together), and
 * the list as CSV or XLSX.
 */
export default function StaffEventPage() {
  const { t, i18n } = useTranslation('staffContent');
  const id = Number(useParams().id);
  const event = useStaffEvent(id);
  useTitleSubject(event.data?.titulo);
  const enrolled = useEnrolled(id);
  const [marks, setMarks] = useState<Record<number, Mark>>({});
  const mark = useMarkAttendance(id);
  const [downloadError, setDownloadError] = useState<unknown>(null);

  const changed = (list: StaffEnrolled[]) =>
    list.filter(
      (p) => marks[p.idCandidato] !== undefined && marks[p.idCandidato] !== markOf(p.asistio),
    );

  const download = (formato: 'csv' | 'xlsx') => {
    setDownloadError(null);
    downloadEnrolled(id, formato, event.data?.urlAcceso ?? String(id)).catch(setDownloadError);
  };

  const nameOf = (person: StaffEnrolled) => `${person.nombre} ${person.apellidos}`;
  const columns: ListColumn<StaffEnrolled>[] = [
    { key: 'nombre', header: t('enrolled.columns.name'), cell: nameOf },
    { key: 'email', header: t('enrolled.columns.email'), cell: (person) => person.email },
    {
      key: 'fecha',
      header: t('enrolled.columns.date'),
      cell: (person) => formatDay(person.fechaInscripcion, i18n.language),
    },
    {
      key: 'asistencia',
      header: t('enrolled.columns.attendance'),
      cell: (person) => (
        <Radio.Group
          aria-label={t('enrolled.attendanceOf', { name: nameOf(person) })}
          value={marks[person.idCandidato] ?? markOf(person.asistio)}
          onChange={(value) => {
            setMarks((current) => ({
              ...current,
              [person.idCandidato]: value,
            }));
          }}
        >
          <Group gap="sm">
            <Radio value="si" label={t('enrolled.attended')} />
            <Radio value="no" label={t('enrolled.absent')} />
            <Radio value="sin" label={t('enrolled.unmarked')} />
          </Group>
        </Radio.Group>
      ),
    },
  ];

  return (
    <PageFrame>
      <Anchor component={Link} to={pathFor('gestion_eventos')}>
        {t('events.back')}
      </Anchor>
      <RecordState query={event}>
        {(e) => (
          <Stack gap={4} data-testid="staff-event">
            <Text fw={700} size="lg">
              {e.titulo}
            </Text>
            <Text>
              {formatDateTime(e.fecha, i18n.language)} · {e.lugar}
            </Text>
            <Group gap="xs">
              <Badge variant="light" color={e.publico ? 'teal' : 'gray'}>
                {e.publico ? t('events.public') : t('events.private')}
              </Badge>
              <Text size="sm" data-testid="event-counts">
                {t('events.counts', {
                  enrolled: e.inscritos,
                  attended: e.asistentes,
                  places: e.plazas ?? '∞',
                })}
              </Text>
            </Group>
            {e.publico && <PublicEventAddress urlAcceso={e.urlAcceso} />}
          </Stack>
        )}
      </RecordState>
      <Section
        title={t('enrolled.title')}
        testId="enrolled"
        action={
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                download('csv');
              }}
              data-testid="export-csv"
            >
              {t('actions.exportCsv')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                download('xlsx');
              }}
              data-testid="export-xlsx"
            >
              {t('actions.exportXlsx')}
            </Button>
          </Group>
        }
      >
        <SaveError error={downloadError} />
        <QueryState query={enrolled} emptyText={t('enrolled.empty')}>
          {(list) => (
            <Stack gap="sm">
              <ListTable
                testId="enrolled-list"
                rows={list}
                rowKey={(person) => person.idCandidato}
                rowTestId={() => 'enrolled-row'}
                columns={columns}
                minWidth={640}
              />
              {mark.isSuccess && changed(list).length === 0 && (
                <Alert color="green" variant="light" role="status" data-testid="attendance-saved">
                  {t('enrolled.saved')}
                </Alert>
              )}
              <SaveError error={mark.error} />
              <Group justify="flex-end">
                <Button
                  disabled={changed(list).length === 0}
                  loading={mark.isPending}
                  onClick={() => {
                    mark.mutate(
                      {
                        idEvento: id,
                        asistencias: changed(list).map((p) => ({
                          idCandidato: p.idCandidato,
                          asistio: valueOf(marks[p.idCandidato] ?? 'sin'),
                        })),
                      },
                      {
                        onSuccess: () => {
                          setMarks({});
                        },
                      },
                    );
                  }}
                  data-testid="attendance-save"
                >
                  {t('enrolled.save', { count: changed(list).length })}
                </Button>
              </Group>
            </Stack>
          )}
        </QueryState>
      </Section>
    </PageFrame>
  );
}
