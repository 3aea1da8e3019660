// @vitest-environment jsdom
import type { UseQueryResult } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAtUrl, resetPagesAtUrl } from '../../test/page-at-url.tsx';
import { ListBody } from './list-body.tsx';
import { ListFilters } from './list-filters.tsx';
import { ListResults } from './list-results.tsx';
import { PagedListSection } from './paged-list-section.tsx';
import { ListTable, pageOfRows, sortRows, type ListColumn } from './list-table.tsx';
import { useFilterDraft, useListState } from './use-list-state.ts';

// Without an i18next instance the texts are their keys.

interface Person {
  id: number;
  name: string;
  age: number;
}

const people: Person[] = [
  { id: 1, name: 'Berta', age: 40 },
  { id: 2, name: 'álvaro', age: 25 },
  { id: 3, name: 'Carmen', age: 31 },
];

const columns: ListColumn<Person>[] = [
  {
    key: 'nombre',
    header: 'Nombre',
    cell: (p) => p.name,
    sortValue: (p) => p.name,
    rowHeader: true,
  },
  { key: 'edad', header: 'Edad', cell: (p) => p.age, sortValue: (p) => p.age },
  { key: 'id', header: 'Id', cell: (p) => p.id },
];

const loaded = <T,>(data: T) => ({ isPending: false, isError: false, data }) as UseQueryResult<T>;

/** A list page in small: a search applied by its button, the state chosen live, sorted, paged. */
function People({ data = people }: { data?: Person[] }) {
  const list = useListState(['texto', 'estado'] as const);
  const [reloads, setReloads] = useState(0);
  const [draft, , bind] = useFilterDraft({ texto: list.values.texto });
  const filtered = data.filter((p) => p.name.toLowerCase().includes(list.values.texto));
  return (
    <>
      <ListFilters
        label="Filtros"
        applyLabel="Aplicar"
        onApply={() => {
          list.apply({ texto: draft.texto.trim() }, () => {
            setReloads((n) => n + 1);
          });
        }}
      >
        <input aria-label="Buscar" {...bind.text('texto')} />
        <button
          type="button"
          onClick={() => {
            list.setFilters({ estado: 'activo' });
          }}
        >
          activos
        </button>
      </ListFilters>
      <output data-testid="state">{`${list.values.estado}|${list.page}`}</output>
      <output data-testid="reloads">{reloads}</output>
      <ListBody
        query={loaded(filtered)}
        rows={(rows) => rows}
        emptyText="Nadie"
        noMatchText="Nadie coincide"
        filtered={list.values.texto !== ''}
      >
        {(rows) => (
          <ListResults
            testId="people"
            total={12}
            rows={rows}
            rowKey={(p) => p.id}
            columns={columns}
            minWidth={400}
            pageSize={5}
            page={list.page}
            onPage={list.setPage}
            sort={list.sort}
            onSort={list.toggleSort}
          />
        )}
      </ListBody>
    </>
  );
}

/** A list loaded whole: the table sorts all its rows, then shows one page of them. */
function LoadedPeople({ data }: { data: Person[] }) {
  const list = useListState([] as const);
  return (
    <ListTable
      testId="people-table"
      rows={data}
      rowKey={(p) => p.id}
      columns={columns}
      sort={list.sort}
      onSort={list.toggleSort}
      page={list.page}
      onPage={list.setPage}
      pageSize={2}
    />
  );
}

const query = () => new URLSearchParams(window.location.search);
const names = () =>
  within(screen.getByTestId('people-table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

resetPagesAtUrl();

describe('list kit', () => {
  it('reads filters and page from the URL and applies the search form into it, back on page 1', () => {
    renderAtUrl('/lista?texto=ber&pagina=2', <People />);
    expect(screen.getByLabelText<HTMLInputElement>('Buscar').value).toBe('ber');
    expect(screen.getByTestId('state').textContent).toBe('|2');
    expect(names()).toEqual(['Berta']);
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: ' car ' } });
    // Typing alone changes nothing until the search is applied.
    expect(query().get('texto')).toBe('ber');
    act(() => {
      screen.getByRole('button', { name: 'Aplicar' }).click();
    });
    expect(query().get('texto')).toBe('car');
    expect(query().get('pagina')).toBeNull();
    expect(names()).toEqual(['Carmen']);
    act(() => {
      screen.getByRole('button', { name: 'activos' }).click();
    });
    expect(query().toString()).toBe('texto=car&estado=activo');
  });

  it('applying the question already shown asks it again instead of changing nothing', () => {
    renderAtUrl('/lista?texto=ber&pagina=2', <People />);
    const apply = () => {
      act(() => {
        screen.getByRole('button', { name: 'Aplicar' }).click();
      });
    };
    // The same filters from page 2: back to the first page, nothing asked again.
    apply();
    expect(query().toString()).toBe('texto=ber');
    expect(screen.getByTestId('reloads').textContent).toBe('0');
    // The same filters on the first page: the list is asked again, the URL stays.
    apply();
    expect(query().toString()).toBe('texto=ber');
    expect(screen.getByTestId('reloads').textContent).toBe('1');
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'car' } });
    apply();
    expect(query().toString()).toBe('texto=car');
    expect(screen.getByTestId('reloads').textContent).toBe('1');
  });

  it('the form follows the URL when it changes without the form (back, a link)', () => {
    renderAtUrl('/lista?texto=ber', <People />);
    act(() => {
      window.history.pushState(null, '', '/lista?texto=alv');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByLabelText<HTMLInputElement>('Buscar').value).toBe('alv');
  });

  it('sorts by a header: ascending, then descending, with aria-sort and the URL', () => {
    renderAtUrl('/lista', <People />);
    const nameHeader = screen.getByRole('columnheader', { name: 'Nombre' });
    const ageHeader = screen.getByRole('columnheader', { name: 'Edad' });
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Id' }).hasAttribute('aria-sort')).toBe(false);
    expect(names()).toEqual(['Berta', 'álvaro', 'Carmen']);

    act(() => {
      within(nameHeader).getByRole('button').click();
    });
    expect(query().get('orden')).toBe('nombre');
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['álvaro', 'Berta', 'Carmen']);

    act(() => {
      within(nameHeader).getByRole('button').click();
    });
    expect(query().get('orden')).toBe('-nombre');
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Carmen', 'Berta', 'álvaro']);

    act(() => {
      within(ageHeader).getByRole('button').click();
    });
    expect(ageHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
    expect(names()).toEqual(['álvaro', 'Carmen', 'Berta']);
  });

  it('a server-paged list section: its heading, export, total, and a server-ordered column kept in the URL', () => {
    const serverColumns: ListColumn<Person>[] = [
      { key: 'nombre', header: 'Nombre', cell: (p) => p.name, sortable: true, rowHeader: true },
      { key: 'edad', header: 'Edad', cell: (p) => p.age },
    ];
    function ServerPeople() {
      const list = useListState([] as const);
      return (
        <PagedListSection
          title="Personas"
          testId="people-section"
          exportAs={{ href: (formato) => `/api/personas.${formato}`, fileName: 'personas' }}
          query={loaded({ personas: people, total: 3 })}
          rows={(data) => data.personas}
          total={(data) => data.total}
          totalText={(count) => `${String(count)} personas`}
          emptyText="Nadie"
          resultsTestId="people"
          rowKey={(p) => p.id}
          columns={serverColumns}
          minWidth={400}
          pageSize={5}
          list={list}
        />
      );
    }
    renderAtUrl('/lista?texto=b', <ServerPeople />);
    const section = screen.getByRole('region', { name: 'Personas' });
    expect(within(section).getByTestId('people-total').textContent).toBe('3 personas');
    expect(within(section).getByTestId('export-csv').textContent).toContain('common.exportCsv');
    expect(within(section).getByTestId('export-xlsx').textContent).toContain('common.exportXlsx');
    const header = screen.getByRole('columnheader', { name: 'Nombre' });
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Edad' }).hasAttribute('aria-sort')).toBe(
      false,
    );
    for (const [orden, direction] of [
      ['nombre', 'ascending'],
      ['-nombre', 'descending'],
    ] as const) {
      act(() => {
        within(header).getByRole('button').click();
      });
      expect(query().toString()).toBe(`texto=b&orden=${encodeURIComponent(orden)}`);
      expect(header.getAttribute('aria-sort')).toBe(direction);
      // The page the server sent is already in its order: the browser does not sort it again.
      expect(names()).toEqual(['Berta', 'álvaro', 'Carmen']);
    }
  });

  it('pages: the pager names its pages and keeps the page in the URL (none on page 1)', () => {
    renderAtUrl('/lista?estado=activo', <People />);
    expect(screen.getByTestId('people-total').textContent).toBe('common.total');
    // Twelve rows by five: three pages, each button named (here by its text's key).
    const pages = screen.getAllByRole('button', { name: 'pagination.page' });
    expect(pages).toHaveLength(3);
    expect(pages[0]?.getAttribute('aria-current')).toBe('page');
    act(() => {
      pages[2]?.click();
    });
    expect(query().toString()).toBe('estado=activo&pagina=3');
    expect(screen.getByTestId('state').textContent).toBe('activo|3');
    act(() => {
      screen.getAllByRole('button', { name: 'pagination.page' })[0]?.click();
    });
    expect(query().toString()).toBe('estado=activo');
  });

  it('pages a list loaded whole after sorting all of it, and shows the last page when past it', () => {
    const five = Array.from({ length: 5 }, (_, i) => ({
      id: i + 1,
      name: `P${String(5 - i)}`,
      age: i,
    }));
    renderAtUrl('/lista?orden=nombre&pagina=2', <LoadedPeople data={five} />);
    // Sorted by name over the five rows, not within the page: P1 P2 | P3 P4 | P5.
    expect(names()).toEqual(['P3', 'P4']);
    const pages = screen.getAllByRole('button', { name: 'pagination.page' });
    expect(pages).toHaveLength(3);
    expect(pages[1]?.getAttribute('aria-current')).toBe('page');
    act(() => {
      pages[2]?.click();
    });
    expect(query().get('pagina')).toBe('3');
    expect(names()).toEqual(['P5']);

    expect(pageOfRows([1, 2, 3], 9, 2)).toEqual({ rows: [3], page: 2 });
    expect(pageOfRows([], 4, 2)).toEqual({ rows: [], page: 1 });
  });

  it('draws no pager for a list loaded whole that fits one page', () => {
    renderAtUrl('/lista', <LoadedPeople data={people.slice(0, 2)} />);
    expect(names()).toEqual(['Berta', 'álvaro']);
    expect(screen.queryAllByRole('button', { name: 'pagination.page' })).toHaveLength(0);
  });

  it('says the list is empty, or that nothing matches the search', () => {
    renderAtUrl('/lista', <People data={[]} />);
    expect(screen.getByText('Nadie')).toBeTruthy();
    expect(screen.queryByTestId('no-match')).toBeNull();
    cleanup();
    renderAtUrl('/lista?texto=zz', <People />);
    expect(screen.getByTestId('no-match').textContent).toBe('Nadie coincide');
    expect(screen.getByTestId('no-match').getAttribute('role')).toBe('status');
    expect(screen.queryByTestId('people-table')).toBeNull();
  });

  it('sorts rows without a value last whichever the direction, and numbers as numbers', () => {
    const rows = [
      { id: 1, seen: null },
      { id: 2, seen: '2026-03-01T10:00' },
      { id: 3, seen: '2025-12-31T09:00' },
    ];
    const seen: ListColumn<(typeof rows)[number]>[] = [
      { key: 'visto', header: 'Visto', cell: (r) => r.seen, sortValue: (r) => r.seen },
      { key: 'id', header: 'Id', cell: (r) => r.id, sortValue: (r) => r.id * 10 },
    ];
    const ids = (sort: Parameters<typeof sortRows>[2]) =>
      sortRows(rows, seen, sort).map((r) => r.id);
    expect(ids({ key: 'visto', direction: 'ascending' })).toEqual([3, 2, 1]);
    expect(ids({ key: 'visto', direction: 'descending' })).toEqual([2, 3, 1]);
    expect(ids({ key: 'id', direction: 'descending' })).toEqual([3, 2, 1]);
    expect(ids(null)).toEqual([1, 2, 3]);
  });
});
