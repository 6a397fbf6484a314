import { useMemo } from 'react';
import { promptPayQr } from './qrModules';

export interface PromptPayQrProps {
  /** The EMVCo payload from `billingCalls.paymentGet`. */
  payload: string;
  /** What a screen reader says instead: the amount and the payee. */
  label: string;
  /** Width and height in pixels. */
  size?: number;
}

/** The PromptPay QR code, drawn as SVG. Loaded only by the payment view (its own chunk). */
export default function PromptPayQr({ payload, label, size = 240 }: PromptPayQrProps) {
  const qr = useMemo(() => promptPayQr(payload), [payload]);
  return (
    <svg
      className="subscription-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      data-payload={payload}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
