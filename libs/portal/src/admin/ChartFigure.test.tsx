import { act, render, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../i18n';
import { ChartFigure } from './ChartFigure';
import type { BarChartData } from './drawChart';

// chart.js needs a real canvas: what would be drawn is recorded instead.
const drawn: BarChartData[] = [];
let drawing = true;
jest.mock('./drawChart', () => ({
  drawBarChart: (_canvas: HTMLCanvasElement, data: BarChartData) => {
    if (!drawing) throw new Error('no canvas');
    drawn.push(data);
    return () => undefined;
  },
}));

const data: BarChartData = {
  labels: ['1 Mar', '2 Mar'],
  series: [
    { label: 'Woman', values: [2, 0] },
    { label: 'Man', values: [1, 3] },
  ],
  stacked: true,
};

describe('a chart of the admin dashboard', () => {
  beforeEach(() => {
    drawn.length = 0;
    drawing = true;
    act(() => setLanguage('en'));
  });

  afterEach(() => jest.restoreAllMocks());

  it('draws its bars and has its figures, with totals, in a table', async () => {
    render(<ChartFigure title="New members" data={data} labelHeading="Day" />);
    const figure = screen.getByRole('figure', { name: 'New members' });
    expect(within(figure).getByRole('img', { name: 'New members' })).toBeTruthy();
    const rows = within(within(figure).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayWomanManTotal',
      '1 Mar213',
      '2 Mar033',
    ]);
    await waitFor(() => expect(drawn).toEqual([data]));
  });

  it('says when the chart cannot be drawn, and opens the table', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    drawing = false;
    render(<ChartFigure title="New members" data={data} labelHeading="Day" />);
    expect((await screen.findByRole('status')).textContent).toBe(
      'The chart could not be drawn; the figures are in the table below.',
    );
    expect(screen.getByRole('group').hasAttribute('open')).toBe(true);
  });
});
