import { encode } from 'uqr';

/** A QR code's dark modules as one SVG path, one unit per module. */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const steps: string[] = [];
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) steps.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return steps.join('');
}

/**
 * The QR code of a PromptPay payload: error correction M, as Thai banking apps print them,
 * with the quiet zone of four modules that scanners need.
 */
export function promptPayQr(payload: string): { size: number; path: string } {
  const data = promptPayModules(payload);
  return { size: data.length, path: qrPath(data) };
}

/** The modules (dark or not) of a PromptPay payload's QR code, its quiet zone included. */
export function promptPayModules(payload: string): boolean[][] {
  return encode(payload, { ecc: 'M', border: 4 }).data;
}
