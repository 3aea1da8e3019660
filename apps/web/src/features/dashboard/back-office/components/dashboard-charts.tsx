import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import type { Dashboard } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { numberFormatter } from '../../../../lib/numbers.ts';
import { useApplicationStateName } from '../../../../lib/application-state-names.ts';
import { ChartCard, type ChartTable } from '../../../../components/chart-card.tsx';
import { dashboardView } from './dashboard-tables.ts';

const palette = ['blue.7', 'teal.7', 'grape.7', 'orange.8', 'cyan.8', 'pink.7'];

/** The dashboard's charts, each with its table and CSV, in the reader's language. */
export function DashboardCharts({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation('backOffice');
  // The reader's decimal mark on the axes and in the tooltips (0,55 d in Spanish).
  const decimals = numberFormatter(i18n.language, { maximumFractionDigits: 2 });
  const applicationState = useApplicationStateName();
  const { t: tAgreements } = useTranslation('staffAgreements');
  const view = dashboardView(data, {
    t,
    applicationState,
    tAgreements,
    language: i18n.language,
  });
  const { family, tables } = view;
  const families = [...new Set(data.ofertasPorMes.map((r) => r.familia))];
  const months = [...new Set(data.ofertasPorMes.map((r) => r.mes))];
  const offersByMonth = months.map((mes) => {
    const row: Record<string, string | number> = { mes: view.month(mes) };
    for (const f of families) {
      const found = data.ofertasPorMes.find((r) => r.mes === mes && r.familia === f);
      row[`pub_${f}`] = found?.publicadas ?? 0;
      row[`cub_${f}`] = found?.cubiertas ?? 0;
    }
    return row;
  });
  const totalPublished = data.ofertasPorMes.reduce((s, r) => s + r.publicadas, 0);
  const totalFilled = data.ofertasPorMes.reduce((s, r) => s + r.cubiertas, 0);

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartCard
        title={t('dashboard.charts.offers')}
        summary={t('dashboard.summaries.offers', {
          published: totalPublished,
          filled: totalFilled,
        })}
        fileName="ofertas-por-familia-y-mes"
        testId="chart-offers"
        emptyText={t('dashboard.noData')}
        table={tables.offers}
      >
        <BarChart
          h={280}
          data={offersByMonth}
          dataKey="mes"
          withLegend
          series={families.flatMap((f, i) => [
            {
              name: `pub_${f}`,
              label: `${family(f)} · ${t('dashboard.cols.publicadas')}`,
              color: palette[i % palette.length] ?? 'blue.7',
              stackId: 'publicadas',
            },
            {
              name: `cub_${f}`,
              label: `${family(f)} · ${t('dashboard.cols.cubiertas')}`,
              color: palette[(i + 3) % palette.length] ?? 'teal.7',
              stackId: 'cubiertas',
            },
          ])}
        />
      </ChartCard>
      <StateTotalsCard
        name="applications"
        rows={view.applications}
        table={tables.applications}
        fileName="candidaturas-por-estado"
        colour="blue.7"
      />
      <ChartCard
        title={t('dashboard.charts.firstResponse')}
        summary={t('dashboard.summaries.firstResponse', { months: data.primeraRespuesta.length })}
        fileName="primera-respuesta-empresas"
        testId="chart-first-response"
        emptyText={t('dashboard.noData')}
        table={tables.firstResponse}
      >
        <LineChart
          h={280}
          data={view.firstResponse}
          dataKey="mes"
          withLegend
          unit=" d"
          valueFormatter={(value: number) => decimals.format(value)}
          series={[
            { name: 'mediaDias', label: t('dashboard.cols.media'), color: 'orange.8' },
            { name: 'medianaDias', label: t('dashboard.cols.mediana'), color: 'blue.7' },
          ]}
        />
      </ChartCard>
      <StateTotalsCard
        name="agreements"
        rows={view.agreements}
        table={tables.agreements}
        fileName="convenios-por-estado"
        colour="teal.7"
      />
      <ChartCard
        title={t('dashboard.charts.surveys')}
        summary={t('dashboard.summaries.surveys', { count: data.encuestas.length })}
        fileName="tasa-respuesta-encuestas"
        testId="chart-surveys"
        emptyText={t('dashboard.noData')}
        table={tables.surveys}
      >
        <BarChart
          h={280}
          data={data.encuestas.map((r) => ({ titulo: r.titulo, tasa: r.tasa ?? 0 }))}
          dataKey="titulo"
          unit=" %"
          valueFormatter={(value: number) => decimals.format(value)}
          series={[{ name: 'tasa', label: t('dashboard.cols.tasa'), color: 'grape.7' }]}
        />
      </ChartCard>
      <ChartCard
        title={t('dashboard.charts.events')}
        summary={t('dashboard.summaries.events', { count: data.eventos.length })}
        fileName="asistencia-eventos"
        testId="chart-events"
        emptyText={t('dashboard.noData')}
        table={tables.events}
      >
        <BarChart
          h={280}
          data={view.events
            .filter((r) => r.ocupacion !== null)
            .map((r) => ({ titulo: r.titulo, ocupacion: r.ocupacion ?? 0 }))}
          dataKey="titulo"
          unit=" %"
          valueFormatter={(value: number) => decimals.format(value)}
          yAxisProps={{ domain: [0, (max: number) => Math.max(100, max)] }}
          series={[{ name: 'ocupacion', label: t('dashboard.cols.ocupacion'), color: 'cyan.8' }]}
        />
      </ChartCard>
    </SimpleGrid>
  );
}

/** Applications or agreements: a bar per state with how many are in it. */
function StateTotalsCard({
  name,
  rows,
  table,
  fileName,
  colour,
}: {
  name: 'applications' | 'agreements';
  rows: { estado: string; total: number }[];
  table: ChartTable;
  fileName: string;
  colour: string;
}) {
  const { t } = useTranslation('backOffice');
  const total = rows.reduce((s, r) => s + r.total, 0);
  return (
    <ChartCard
      title={t(`dashboard.charts.${name}`)}
      summary={t(`dashboard.summaries.${name}`, { total })}
      fileName={fileName}
      testId={`chart-${name}`}
      emptyText={t('dashboard.noData')}
      table={table}
    >
      <BarChart
        h={280}
        data={rows}
        dataKey="estado"
        series={[{ name: 'total', label: t('dashboard.cols.total'), color: colour }]}
      />
    </ChartCard>
  );
}
