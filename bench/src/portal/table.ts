export interface Row {
  measure: string;
  /** Milliseconds. */
  p50?: number;
  p95?: number;
  perSecond?: number;
  /** e.g. "2.4x" or "45%". */
  ratio?: string;
  goal?: string;
  /** Left out for the floors and the rows that only describe. */
  met?: boolean;
}

const dash = '–';

function ms(value: number | undefined): string {
  if (value === undefined) return dash;
  if (Number.isNaN(value)) return 'n/a';
  return value < 10 ? value.toFixed(2) : value < 1000 ? value.toFixed(1) : value.toFixed(0);
}

export const times = (value: number) => `${value.toFixed(1)}x`;
export const percent = (value: number) => `${(value * 100).toFixed(0)}%`;

/** The rows as one markdown table; times in milliseconds. */
export function markdownTable(rows: readonly Row[]): string {
  const lines = [
    '| measure | p50 ms | p95 ms | req/s | ratio to floor | goal | met? |',
    '| --- | ---: | ---: | ---: | ---: | --- | --- |',
  ];
  for (const row of rows) {
    const cells = [
      row.measure,
      ms(row.p50),
      ms(row.p95),
      row.perSecond === undefined ? dash : row.perSecond.toFixed(0),
      row.ratio ?? dash,
      row.goal ?? dash,
      row.met === undefined ? dash : row.met ? 'yes' : '**no**',
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
