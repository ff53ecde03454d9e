import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import dayjs from 'dayjs';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listSource } from '../api/list-source.ts';
import { datePresets } from './date-presets.ts';
import { ServerTable } from './server-table.tsx';

type Row = { id: number; name: string; city: string | null };

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderTable(initial = '/list') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={[initial]}>
          <ServerTable<Row>
            source={listSource<Row>('/api/staff/things')}
            rowKey="id"
            defaultSort="name"
            rowHref={(row) => `/things/${row.id}`}
            columns={[
              { key: 'id', dataIndex: 'id', title: 'ID' },
              { key: 'name', dataIndex: 'name', title: 'Name', sorter: true },
              { key: 'city', dataIndex: 'city', title: 'City' },
              { key: 'note', title: 'Note', defaultHidden: true, render: () => 'a note' },
              { key: 'actions', title: 'Actions', render: () => <button type="button">Edit</button> },
            ]}
          />
          <Location />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

describe('ServerTable', () => {
  let requested: URL[];

  beforeEach(() => {
    requested = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://localhost');
        requested.push(url);
        const page = Number(url.searchParams.get('page') ?? 1);
        const rows = [
          { id: page * 10 + 1, name: `Row ${page}a`, city: 'Ipoh' },
          { id: page * 10 + 2, name: `Row ${page}b`, city: null },
        ];
        const first = (page - 1) * 20 + 1;
        const body = { data: rows, meta: { first, last: first + 1, total: 25, page, per_page: 20 } };
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('shows a plain field without a value as the one empty mark', async () => {
    renderTable();
    const [filled, blank] = [await screen.findByText('Row 1a'), screen.getByText('Row 1b')].map((cell) =>
      cell.closest('tr'),
    );
    expect(within(filled as HTMLElement).getByText('Ipoh')).toBeInTheDocument();
    expect(within(blank as HTMLElement).getByText('—')).toBeInTheDocument();
  });

  it('hides the columns a list marks, shows them from the column-settings menu, and remembers the choice', async () => {
    const first = renderTable();
    await screen.findByText('Row 1a');
    expect(screen.queryByRole('columnheader', { name: 'Note' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Note' }));
    expect(await screen.findByRole('columnheader', { name: 'Note' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'ID' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'ID' })).not.toBeInTheDocument());
    first.unmount();

    renderTable();
    await screen.findByText('Row 1a');
    expect(screen.getByRole('columnheader', { name: 'Note' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'ID' })).not.toBeInTheDocument();
    // The sorted column shows even when hidden, so the order of the rows can be seen.
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Name' }));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
  });

  it("opens a row's record on a click", async () => {
    renderTable();
    fireEvent.click(await screen.findByText('Row 1a'));
    expect(screen.getByTestId('location').textContent).toBe('/things/11');
  });

  it("leaves a click on a row's own button to the button", async () => {
    renderTable();
    await screen.findByText('Row 1a');
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    expect(screen.getByTestId('location').textContent).toBe('/list');
  });

  it("pages on the server and shows 'Showing :first to :last of :total entries'", async () => {
    renderTable();
    expect(await screen.findByText('Showing 1 to 2 of 25 entries')).toBeInTheDocument();
    expect(requested[0]?.pathname).toBe('/api/staff/things');
    expect(requested[0]?.searchParams.get('sort')).toBe('name');
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('Showing 21 to 22 of 25 entries')).toBeInTheDocument();
    expect(requested.at(-1)?.searchParams.get('page')).toBe('2');
    expect(screen.getByTestId('location').textContent).toContain('page=2');
  });

  it('sorts by the column key, searches, and keeps both in the address', async () => {
    renderTable();
    await screen.findByText('Row 1a');
    fireEvent.click(document.querySelector('th.ant-table-column-has-sorters')!);
    await waitFor(() => expect(requested.at(-1)?.searchParams.get('sort')).toBe('-name'));
    const search = screen.getByPlaceholderText('Search');
    fireEvent.change(search, { target: { value: 'ali' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(requested.at(-1)?.searchParams.get('q')).toBe('ali'));
    expect(requested.at(-1)?.searchParams.get('page')).toBe('1');
    expect(screen.getByTestId('location').textContent).toMatch(/sort=-name.*q=ali|q=ali.*sort=-name/);
  });

  it('exports the current filter without paging, as CSV or XLSX, with progress', async () => {
    renderTable('/list?status=active&q=bob&from=2026-03-01&to=2026-03-31&page=3');
    await screen.findByText('Row 3a');
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    for (const [index, format] of (['csv', 'xlsx'] as const).entries()) {
      const button = () =>
        screen.getByRole('button', { name: format === 'csv' ? /Export CSV/ : /Export XLSX/ });
      // The other button stays disabled until the previous download has fully settled.
      await waitFor(() => expect(button()).toBeEnabled());
      fireEvent.click(button());
      await waitFor(() => expect(requested.at(-1)?.searchParams.get('format')).toBe(format));
      const href = requested.at(-1)!;
      expect(href.pathname).toBe('/api/staff/things');
      expect(Object.fromEntries(href.searchParams)).toEqual({
        status: 'active',
        q: 'bob',
        from: '2026-03-01',
        to: '2026-03-31',
        sort: 'name',
        format,
      });
      await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(index + 1));
    }
    expect(requested.at(-1)?.searchParams.get('status')).toBe('active');
  });

  it('offers the spec date presets in the range picker', async () => {
    renderTable();
    await screen.findByText('Row 1a');
    const picker = screen.getAllByRole('textbox')[0]!;
    await act(async () => {
      fireEvent.mouseDown(picker);
      fireEvent.click(picker);
    });
    const panel = await screen.findByText('Last Month');
    const presets = within(panel.closest('ul') ?? document.body);
    for (const label of ['Today', 'Yesterday', 'This Week', 'Last Week', 'This Month', 'Last Month'])
      expect(presets.getByText(label)).toBeInTheDocument();
  });
});

describe('date presets', () => {
  it('computes today, yesterday, Monday-based weeks and calendar months', () => {
    const now = dayjs('2026-03-11T15:00:00'); // a Wednesday
    const ranges = Object.fromEntries(
      datePresets((key) => key, now).map((p) => [
        p.key,
        p.value.map((d) => d.format('YYYY-MM-DD')).join('..'),
      ]),
    );
    expect(ranges).toEqual({
      today: '2026-03-11..2026-03-11',
      yesterday: '2026-03-10..2026-03-10',
      thisWeek: '2026-03-09..2026-03-15',
      lastWeek: '2026-03-02..2026-03-08',
      thisMonth: '2026-03-01..2026-03-31',
      lastMonth: '2026-02-01..2026-02-28',
    });
  });
});
