import './admin.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import type { BarChartData } from './drawChart';

export interface ChartFigureProps {
  title: string;
  data: BarChartData;
  /** The first column's heading in the data table (day, month). */
  labelHeading: string;
  /** How a value reads in the data table (e.g. an amount in Baht). */
  formatValue?: (value: number) => string;
}

/**
 * A bar chart with its accessible name, and its figures in a data table under a <details> as
 * the text alternative. chart.js comes in its own chunk when the first chart is drawn.
 */
export function ChartFigure({ title, data, labelHeading, formatValue = String }: ChartFigureProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let destroy: (() => void) | undefined;
    let current = true;
    import('./drawChart')
      .then(({ drawBarChart }) => {
        if (current && canvasRef.current) destroy = drawBarChart(canvasRef.current, data);
      })
      .catch((error: unknown) => {
        console.error('The chart could not be drawn', error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
      destroy?.();
    };
  }, [data]);

  const several = data.series.length > 1;
  return (
    <figure className="admin-chart" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {failed ? (
        <p role="status">{t('chart.failed')}</p>
      ) : (
        <div className="admin-chart__canvas">
          <canvas ref={canvasRef} role="img" aria-label={title} />
        </div>
      )}
      <details open={failed}>
        <summary>{t('chart.dataTable')}</summary>
        <div className="admin-table" role="region" aria-label={title} tabIndex={0}>
          <table>
            <caption className="ui-visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeading}</th>
                {data.series.map((series) => (
                  <th scope="col" key={series.label}>
                    {series.label}
                  </th>
                ))}
                {several && <th scope="col">{t('chart.total')}</th>}
              </tr>
            </thead>
            <tbody>
              {data.labels.map((label, row) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {data.series.map((series) => (
                    <td key={series.label}>{formatValue(series.values[row] ?? 0)}</td>
                  ))}
                  {several && (
                    <td>
                      {formatValue(
                        data.series.reduce((sum, series) => sum + (series.values[row] ?? 0), 0),
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
