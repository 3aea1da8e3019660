import {
  newsCalls as calls,
  type NewsDetail,
  type NewsKind,
  type NewsPage,
  type StaffNewsBody,
  type StaffNewsItem,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callHref } from '../../../lib/api-client.ts';

export const newsKeys = {
  all: ['news'] as const,
  list: (tipo: NewsKind, pagina: number) => [...newsKeys.all, 'list', tipo, pagina] as const,
  item: (id: number) => [...newsKeys.all, 'item', id] as const,
  staffList: () => [...newsKeys.all, 'staff', 'list'] as const,
  staffItem: (id: number) => [...newsKeys.all, 'staff', 'item', id] as const,
};

/** Published news or press items, one page (public: sent without a token). */
export function useNewsPage(tipo: NewsKind, pagina: number) {
  return useQuery({
    queryKey: newsKeys.list(tipo, pagina),
    queryFn: ({ signal }): Promise<NewsPage> =>
      callApi(calls.list, { query: { tipo, pagina }, signal, token: null }),
    placeholderData: keepPreviousData,
  });
}

export function useNewsItem(id: number) {
  return useQuery({
    queryKey: newsKeys.item(id),
    queryFn: ({ signal }): Promise<NewsDetail> =>
      callApi(calls.get, { params: { id }, signal, token: null }),
    enabled: id > 0,
    // The page shows not-found itself.
    meta: { errorBanner: false },
  });
}

export const useStaffNewsList = () =>
  useQuery({
    queryKey: newsKeys.staffList(),
    queryFn: ({ signal }): Promise<StaffNewsItem[]> => callApi(calls.staffList, { signal }),
  });

/** The staff list as searched (title or source), as CSV or XLSX. */
export const staffNewsExportHref = (texto: string, formato: 'csv' | 'xlsx') =>
  callHref(calls.staffExport, {
    query: { formato, ...(texto.trim() ? { texto: texto.trim() } : {}) },
  });

export function useStaffNewsItem(id: number | null) {
  return useQuery({
    queryKey: newsKeys.staffItem(id ?? 0),
    queryFn: ({ signal }): Promise<StaffNewsItem> =>
      callApi(calls.staffGet, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

/** Create (id null) or replace an item. */
export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number | null; body: StaffNewsBody }): Promise<StaffNewsItem> =>
      input.id === null
        ? callApi(calls.create, { body: input.body })
        : callApi(calls.edit, { params: { id: input.id }, body: input.body }),
    onSuccess: (item) => {
      queryClient.setQueryData(newsKeys.staffItem(item.idNoticia), item);
      void queryClient.invalidateQueries({ queryKey: newsKeys.all });
    },
  });
}

export function usePublishNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; publicada: boolean }): Promise<StaffNewsItem> =>
      callApi(calls.publish, { params: { id: input.id }, body: { publicada: input.publicada } }),
    onSuccess: (item) => {
      queryClient.setQueryData(newsKeys.staffItem(item.idNoticia), item);
      void queryClient.invalidateQueries({ queryKey: newsKeys.all });
    },
  });
}

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(calls.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
