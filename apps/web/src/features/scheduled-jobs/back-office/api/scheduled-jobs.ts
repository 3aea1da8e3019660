import { scheduledJobCalls as calls } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';

export type { ScheduledJob } from '@portal/contracts';

export const scheduledJobKeys = {
  all: ['scheduled-jobs'] as const,
};

/** How often the list is asked again while a job runs (another process may be running it). */
const RUNNING_POLL_MS = 2000;

export const useScheduledJobs = () =>
  useQuery({
    queryKey: scheduledJobKeys.all,
    queryFn: ({ signal }) => callApi(calls.list, { signal }),
    refetchInterval: (query) =>
      query.state.data?.tareas.some((job) => job.enCurso) ? RUNNING_POLL_MS : false,
  });

/** Runs a job now; the list shows its new state. */
export function useRunScheduledJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nombre: string) => callApi(calls.runNow, { body: { nombre } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: scheduledJobKeys.all });
    },
  });
}
