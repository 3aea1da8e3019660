// The back-office list kit: every list page takes its parts from here.
export { ExportButtons } from './list-export.tsx';
export { ListBody, NoMatch } from './list-body.tsx';
export { ListFilters } from './list-filters.tsx';
export { ListPager } from './list-pager.tsx';
export { ListResults } from './list-results.tsx';
export { PagedListSection } from './paged-list-section.tsx';
export { ListSearch } from './list-search.tsx';
export { ListTable, ListTotal, sortRows, type ListColumn } from './list-table.tsx';
export { LoadedListTable } from './loaded-list-table.tsx';
export {
  labelledOptions,
  useFilterDraft,
  useListState,
  type DraftBinders,
  type ListSort,
  type ListState,
} from './use-list-state.ts';
