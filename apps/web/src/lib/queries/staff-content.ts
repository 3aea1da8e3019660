import {
  contentPageCalls,
  staffContentCalls as calls,
  type StaffContentPageBody,
  type StaffFaqCreateBody,
  type StaffFaqEditBody,
  type StaffFaqQuery,
  type StaffAdhesionDecisionBody,
  type StaffAttendanceBody,
  type CommunicationAudience,
  type StaffCommunicationBody,
  type StaffEventBody,
  type StaffEventListQuery,
  type StaffGuideBody,
  type StaffProgrammeBody,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callHref } from '../api-client.ts';
import { fetchFile, saveFile } from '../download.ts';
import { staffProgrammesKey } from './staff-programmes.ts';

export { useStaffProgrammes } from './staff-programmes.ts';

export const staffContentKeys = {
  all: ['staff-content'] as const,
  events: (query: StaffEventListQuery) => [...staffContentKeys.all, 'events', query] as const,
  event: (id: number) => [...staffContentKeys.all, 'event', id] as const,
  enrolled: (id: number) => [...staffContentKeys.all, 'enrolled', id] as const,
  guides: () => [...staffContentKeys.all, 'guides'] as const,
  communications: () => [...staffContentKeys.all, 'communications'] as const,
  programmes: () => staffProgrammesKey,
  pages: () => [...staffContentKeys.all, 'pages'] as const,
  faq: (query: StaffFaqQuery) => [...staffContentKeys.all, 'faq', query.rol, query.idioma] as const,
  adhesions: (id: number, estado: string, texto: string) =>
    [...staffContentKeys.all, 'adhesions', id, estado, texto] as const,
};

export const useStaffEvents = (query: StaffEventListQuery) =>
  useQuery({
    queryKey: staffContentKeys.events(query),
    queryFn: ({ signal }) => callApi(calls.events, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useStaffEvent = (id: number) =>
  useQuery({
    queryKey: staffContentKeys.event(id),
    queryFn: ({ signal }) => callApi(calls.event, { params: { id }, signal }),
  });

export const useEnrolled = (id: number) =>
  useQuery({
    queryKey: staffContentKeys.enrolled(id),
    queryFn: ({ signal }) => callApi(calls.enrolled, { params: { id }, signal }),
  });

const invalidateAll = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: staffContentKeys.all });

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number | null; body: StaffEventBody }) =>
      input.id === null
        ? callApi(calls.createEvent, { body: input.body })
        : callApi(calls.editEvent, { params: { id: input.id }, body: input.body }),
    onSuccess: () => invalidateAll(queryClient),
  });
}

export function useMarkAttendance(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffAttendanceBody) => callApi(calls.markAttendance, { body }),
    onSuccess: (list) => {
      queryClient.setQueryData(staffContentKeys.enrolled(id), list);
      void invalidateAll(queryClient);
    },
  });
}

/** Saved under the name the server gives it (in the interface's language, with the day). */
export async function downloadEnrolled(id: number, formato: 'csv' | 'xlsx', base: string) {
  saveFile(
    await fetchFile(
      callHref(calls.exportEnrolled, { params: { id }, query: { formato } }),
      `inscritos-${base}.${formato}`,
    ),
  );
}

/** The events list as filtered, as CSV or XLSX. */
export const staffEventsExportHref = (query: StaffEventListQuery, formato: 'csv' | 'xlsx') =>
  callHref(calls.exportEvents, { query: { ...query, formato } });

/** The guides list as searched, as CSV or XLSX. */
export const staffGuidesExportHref = (texto: string, formato: 'csv' | 'xlsx') =>
  callHref(calls.exportGuides, {
    query: { formato, ...(texto.trim() ? { texto: texto.trim() } : {}) },
  });

/** The communications list as searched and filtered by audience, as CSV or XLSX. */
export const staffCommunicationsExportHref = (
  texto: string,
  destinatarios: '' | CommunicationAudience,
  formato: 'csv' | 'xlsx',
) =>
  callHref(calls.exportCommunications, {
    query: {
      formato,
      ...(texto.trim() ? { texto: texto.trim() } : {}),
      ...(destinatarios ? { destinatarios } : {}),
    },
  });

/** The programmes list as searched, as CSV or XLSX. */
export const staffProgrammesExportHref = (texto: string, formato: 'csv' | 'xlsx') =>
  callHref(calls.exportProgrammes, {
    query: { formato, ...(texto.trim() ? { texto: texto.trim() } : {}) },
  });

export const useStaffGuides = () =>
  useQuery({
    queryKey: staffContentKeys.guides(),
    queryFn: ({ signal }) => callApi(calls.guides, { signal }),
  });

export function useSaveGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number | null; body: StaffGuideBody }) =>
      input.id === null
        ? callApi(calls.createGuide, { body: input.body })
        : callApi(calls.editGuide, { params: { id: input.id }, body: input.body }),
    onSuccess: () => invalidateAll(queryClient),
  });
}

export function useDeleteGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(calls.deleteGuide, { params: { id } }),
    onSuccess: () => invalidateAll(queryClient),
  });
}

export const useStaffCommunications = () =>
  useQuery({
    queryKey: staffContentKeys.communications(),
    queryFn: ({ signal }) => callApi(calls.communications, { signal }),
  });

export function useSaveCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number | null; body: StaffCommunicationBody }) =>
      input.id === null
        ? callApi(calls.createCommunication, { body: input.body })
        : callApi(calls.editCommunication, { params: { id: input.id }, body: input.body }),
    onSuccess: () => invalidateAll(queryClient),
  });
}

export function useDeleteCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(calls.deleteCommunication, { params: { id } }),
    onSuccess: () => invalidateAll(queryClient),
  });
}

export function useSaveProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number | null; body: StaffProgrammeBody }) =>
      input.id === null
        ? callApi(calls.createProgramme, { body: input.body })
        : callApi(calls.editProgramme, { params: { id: input.id }, body: input.body }),
    onSuccess: () => invalidateAll(queryClient),
  });
}

export const useAdhesions = (
  id: number,
  filters: { estado: '' | 'pendiente' | 'aceptada' | 'rechazada'; texto: string },
) =>
  useQuery({
    queryKey: staffContentKeys.adhesions(id, filters.estado, filters.texto),
    queryFn: ({ signal }) =>
      callApi(calls.adhesions, {
        params: { id },
        query: {
          ...(filters.estado ? { estado: filters.estado } : {}),
          ...(filters.texto ? { texto: filters.texto } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useDecideAdhesion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffAdhesionDecisionBody) => callApi(calls.decideAdhesion, { body }),
    onSuccess: () => invalidateAll(queryClient),
  });
}

export const useStaffContentPages = () =>
  useQuery({
    queryKey: staffContentKeys.pages(),
    queryFn: ({ signal }) => callApi(contentPageCalls.staffPages, { signal }),
  });

/** Saving a page also drops what readers' queries cached (the preview of a staff user's own tab). */
export function useSaveContentPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffContentPageBody) => callApi(contentPageCalls.staffSavePage, { body }),
    onSuccess: () => invalidateAll(queryClient),
  });
}

export const useStaffFaq = (query: StaffFaqQuery) =>
  useQuery({
    queryKey: staffContentKeys.faq(query),
    queryFn: ({ signal }) => callApi(contentPageCalls.staffFaq, { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useSaveFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: null; body: StaffFaqCreateBody } | { id: number; body: StaffFaqEditBody },
    ) =>
      input.id === null
        ? callApi(contentPageCalls.staffAddFaq, { body: input.body })
        : callApi(contentPageCalls.staffEditFaq, { params: { id: input.id }, body: input.body }),
    onSuccess: () => invalidateAll(queryClient),
  });
}

export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(contentPageCalls.staffDeleteFaq, { params: { id } }),
    onSuccess: () => invalidateAll(queryClient),
  });
}

export function useOrderFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffFaqQuery & { ids: number[] }) =>
      callApi(contentPageCalls.staffOrderFaq, { body }),
    onSuccess: (list, body) => {
      queryClient.setQueryData(staffContentKeys.faq(body), list);
      void invalidateAll(queryClient);
    },
  });
}
