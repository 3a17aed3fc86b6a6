import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

/** The mastery bars and the dashed pass line: MUI X Charts, a chunk of its own (MasteryByDomain loads it). */
export function MasteryChart({ labels, percents, passLine, labelWidth }: { labels: string[]; percents: number[]; passLine: number; labelWidth: number }) {
  return (
    <BarChart
      layout="horizontal"
      height={340}
      margin={{ left: 8, right: 24 }}
      yAxis={[{ scaleType: 'band', data: labels, width: labelWidth }]}
      xAxis={[{ min: 0, max: 100, label: '% correct' }]}
      series={[{ data: percents, label: 'Mastery', valueFormatter: (v) => `${v ?? 0}%` }]}
      hideLegend
      skipAnimation
    >
      <ChartsReferenceLine x={passLine} label={`Pass ${passLine}%`} labelAlign="start" lineStyle={{ strokeDasharray: '6 4' }} />
    </BarChart>
  );
}
