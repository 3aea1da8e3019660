// @vitest-environment jsdom
import type { UseQueryResult } from '@tanstack/react-query';
import { act, cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAtUrl, resetPagesAtUrl } from '../../test/page-at-url.tsx';
import { LoadedListTable } from './loaded-list-table.tsx';
import type { ListColumn } from './list-table.tsx';
import { useListState } from './use-list-state.ts';

interface Guide {
  id: number;
  title: string;
}

const columns: ListColumn<Guide>[] = [
  {
    key: 'titulo',
    header: 'Título',
    cell: (g) => g.title,
    sortValue: (g) => g.title,
    rowHeader: true,
  },
];

const loaded = (data: Guide[]) =>
  ({ isPending: false, isError: false, data }) as UseQueryResult<Guide[]>;

/** A content page's list in small: the search filters the loaded rows when `searched`. */
function Guides({ data, searched = true }: { data: Guide[]; searched?: boolean }) {
  const list = useListState(['texto'] as const);
  return (
    <LoadedListTable
      query={loaded(data)}
      rows={(all) => all.filter((g) => g.title.includes(list.values.texto))}
      emptyText="No hay guías"
      {...(searched ? { noMatchText: 'Ninguna guía coincide' } : {})}
      testId="guides"
      rowKey={(g) => g.id}
      columns={columns}
      list={list}
    />
  );
}

function renderAt(url: string, data: Guide[], searched?: boolean) {
  renderAtUrl(url, <Guides data={data} searched={searched} />);
}

const titles = () =>
  within(screen.getByTestId('guides'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

const guides = Array.from({ length: 28 }, (_, i) => ({
  id: i + 1,
  title: `Guía ${String(i + 1).padStart(2, '0')}`,
}));

resetPagesAtUrl();

describe('a list loaded whole', () => {
  it('sorts and pages the rows its filters keep, as the URL says', () => {
    renderAt('/guias?orden=-titulo&pagina=2', guides);
    expect(titles()).toEqual(
      guides
        .slice(0, 3)
        .map((g) => g.title)
        .reverse(),
    );
    act(() => {
      within(screen.getByRole('columnheader', { name: 'Título' }))
        .getByRole('button')
        .click();
    });
    expect(new URLSearchParams(window.location.search).get('orden')).toBe('titulo');
    expect(titles()).toEqual(guides.slice(25).map((g) => g.title));
  });

  it('tells a list without rows from one whose rows none match', () => {
    renderAt('/guias?texto=Guía', []);
    expect(screen.getByText('No hay guías')).toBeTruthy();
    cleanup();
    renderAt('/guias?texto=Manual', guides);
    expect(screen.getByTestId('no-match').textContent).toBe('Ninguna guía coincide');
  });

  it('without a no-match text, a filtered-out list reads as empty', () => {
    renderAt('/guias?texto=Manual', guides, false);
    expect(screen.getByText('No hay guías')).toBeTruthy();
    expect(screen.queryByTestId('no-match')).toBeNull();
  });
});
