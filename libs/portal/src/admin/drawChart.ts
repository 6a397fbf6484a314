// The dashboard's chart drawing: loaded with import() only, so chart.js is its own chunk and
// not part of the shell's first load. Only what bar charts need is registered.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface BarChartData {
  labels: string[];
  series: { label: string; values: number[] }[];
  stacked: boolean;
}

/** Colours that tell stacks apart, from the portal's palette outwards. */
const palette = ['#c2185b', '#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f', '#757575'];

/** Draws a bar chart on the canvas; answers how to remove it. */
export function drawBarChart(canvas: HTMLCanvasElement, data: BarChartData): () => void {
  const chart = new Chart(canvas, {
    type: 'bar',
    data: {
      labels: data.labels,
      datasets: data.series.map((series, index) => ({
        label: series.label,
        data: series.values,
        backgroundColor: palette[index % palette.length],
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      plugins: { legend: { display: data.series.length > 1, position: 'bottom' } },
      scales: {
        x: { stacked: data.stacked, ticks: { autoSkip: true, maxRotation: 0 } },
        y: { stacked: data.stacked, beginAtZero: true, ticks: { precision: 0 } },
      },
    },
  });
  return () => chart.destroy();
}
