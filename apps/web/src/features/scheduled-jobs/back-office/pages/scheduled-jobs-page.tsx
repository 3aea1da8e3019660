import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { DoneNotice } from '../../../../components/staff-admin-kit.tsx';
import { dateFormatter, parseWireDate } from '../../../../lib/dates.ts';
import { useRunScheduledJob, useScheduledJobs, type ScheduledJob } from '../api/scheduled-jobs.ts';

const dateTimeOptions: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Madrid',
};

/**
 * /gestion/tareas (administrators): the portal's recurring work, each job's last and next run,
 * its last failure and counts; a job can be run now (once: a job another process is running is
 * not started twice).
 */
export default function ScheduledJobsPage() {
  const { t, i18n } = useTranslation('staffJobs');
  const jobs = useScheduledJobs();
  const run = useRunScheduledJob();
  const [notice, setNotice] = useState<string | null>(null);
  const language = i18n.language === 'en' ? 'en' : 'es';
  const when = (value: string | null) => {
    const date = value === null ? null : parseWireDate(value);
    return date === null ? t('never') : dateFormatter(language, dateTimeOptions).format(date);
  };
  const schedule = (job: ScheduledJob) =>
    job.diariaALas !== null
      ? t('daily', { time: job.diariaALas })
      : t('every', { count: job.cadaMinutos ?? 0 });

  return (
    <PageFrame>
      <Stack gap="md">
        <Text>{t('intro')}</Text>
        <DoneNotice
          text={notice}
          onClose={() => {
            setNotice(null);
          }}
          testId="jobs-notice"
        />
        <QueryState query={jobs} emptyText={t('empty')}>
          {({ tareas }) => (
            <Table.ScrollContainer minWidth={900}>
              <Table striped withTableBorder data-testid="jobs-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('columns.job')}</Table.Th>
                    <Table.Th scope="col">{t('columns.schedule')}</Table.Th>
                    <Table.Th scope="col">{t('columns.lastRun')}</Table.Th>
                    <Table.Th scope="col">{t('columns.nextRun')}</Table.Th>
                    <Table.Th scope="col">{t('columns.lastFailure')}</Table.Th>
                    <Table.Th scope="col">{t('columns.counts')}</Table.Th>
                    <Table.Th scope="col">{t('columns.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {tareas.map((job) => (
                    <Table.Tr key={job.nombre} data-testid={`job-${job.nombre}`}>
                      <Table.Th scope="row">
                        <Text fw={500}>{job.descripcion[language]}</Text>
                        <Text size="sm" c="dimmed">
                          <code>{job.nombre}</code>
                        </Text>
                      </Table.Th>
                      <Table.Td>{schedule(job)}</Table.Td>
                      <Table.Td data-testid="job-last-run">
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
                      </Table.Td>
                      <Table.Td>{when(job.proximaEjecucion)}</Table.Td>
                      <Table.Td data-testid="job-last-failure">
                        {job.ultimoErrorFecha === null ? (
                          t('noFailure')
                        ) : (
                          <>
                            {when(job.ultimoErrorFecha)}
                            <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
                              {job.ultimoError}
                            </Text>
                          </>
                        )}
                      </Table.Td>
                      <Table.Td data-testid="job-counts">
                        {t('counts', { runs: job.ejecuciones, failures: job.fallos })}
                      </Table.Td>
                      <Table.Td>
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
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
      </Stack>
    </PageFrame>
  );
}
