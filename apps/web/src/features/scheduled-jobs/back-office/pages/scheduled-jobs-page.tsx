import { Badge, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumn } from '../../../../components/list-kit/index.ts';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { DoneNotice, useNotice } from '../../../../components/staff-admin-kit.tsx';
import { formatDateTime } from '../../../../lib/dates.ts';
import { useRunScheduledJob, useScheduledJobs, type ScheduledJob } from '../api/scheduled-jobs.ts';

/**
 * /gestion/tareas (administrators): the portal's recurring work, each job's last and next run,
 * its last failure and counts; a job can be run now (once: a job another process is running is
 * not started twice).
 */
export default function ScheduledJobsPage() {
  const { t, i18n } = useTranslation('staffJobs');
  const jobs = useScheduledJobs();
  const run = useRunScheduledJob();
  const [notice, setNotice] = useNotice();
  const language = i18n.language === 'en' ? 'en' : 'es';
  const when = (value: string | null) =>
    value === null ? t('never') : formatDateTime(value, language);
  const schedule = (job: ScheduledJob) =>
    job.diariaALas !== null
      ? t('daily', { time: job.diariaALas })
      : t('every', { count: job.cadaMinutos ?? 0 });

  const columns: ListColumn<ScheduledJob>[] = [
    {
      key: 'tarea',
      header: t('columns.job'),
      rowHeader: true,
      cell: (job) => (
        <>
          <Text fw={500}>{job.descripcion[language]}</Text>
          <Text size="sm" c="dimmed">
            <code>{job.nombre}</code>
          </Text>
        </>
      ),
    },
    { key: 'programacion', header: t('columns.schedule'), cell: schedule },
    {
      key: 'ultima',
      header: t('columns.lastRun'),
      cellTestId: 'job-last-run',
      cell: (job) => (
        <>
          {job.enCurso ? (
            <Badge variant="light" color="blue">
              {t('running')}
            </Badge>
          ) : (
            when(job.ultimoFin)
          )}
          {job.ultimoResumen !== null && (
            <Text size="sm" c="dimmed">
              {job.ultimoResumen}
            </Text>
          )}
        </>
      ),
    },
    { key: 'proxima', header: t('columns.nextRun'), cell: (job) => when(job.proximaEjecucion) },
    {
      key: 'fallo',
      header: t('columns.lastFailure'),
      cellTestId: 'job-last-failure',
      cell: (job) =>
        job.ultimoErrorFecha === null ? (
          t('noFailure')
        ) : (
          <>
            {when(job.ultimoErrorFecha)}
            <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
              {job.ultimoError}
            </Text>
          </>
        ),
    },
    {
      key: 'cuentas',
      header: t('columns.counts'),
      cellTestId: 'job-counts',
      cell: (job) => t('counts', { runs: job.ejecuciones, failures: job.fallos }),
    },
    {
      key: 'acciones',
      header: t('columns.actions'),
      cell: (job) => (
        <Button
          size="compact-sm"
          variant="light"
          disabled={job.enCurso}
          loading={run.isPending && run.variables === job.nombre}
          aria-label={t('runNowOf', { name: job.descripcion[language] })}
          onClick={() => {
            setNotice(null);
            run.mutate(job.nombre, {
              onSuccess: (done) => {
                setNotice(
                  done.enCurso
                    ? t('runningElsewhere', { name: job.descripcion[language] })
                    : t('ran', { name: job.descripcion[language] }),
                );
              },
            });
          }}
        >
          {t('runNow')}
        </Button>
      ),
    },
  ];

  return (
    <PageFrame>
      <Stack gap="md">
        <Text>{t('intro')}</Text>
        <DoneNotice
          notice={notice}
          onClose={() => {
            setNotice(null);
          }}
          testId="jobs-notice"
        />
        <QueryState query={jobs} emptyText={t('empty')}>
          {({ tareas }) => (
            <ListTable
              testId="jobs-table"
              rows={tareas}
              rowKey={(job) => job.nombre}
              rowTestId={(job) => `job-${job.nombre}`}
              columns={columns}
              minWidth={900}
            />
          )}
        </QueryState>
      </Stack>
    </PageFrame>
  );
}
