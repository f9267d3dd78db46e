import QRCode from 'qrcode';
import { useMemo } from 'react';

interface QrCodeProps {
  text: string;
  /** What the code holds, for screen readers. */
  label: string;
}

/**
 * A QR code drawn as one SVG path, crisp at any size and never mirrored in right-to-left pages. The
 * quiet zone of four modules is part of the standard: scanners need it.
 */
export function QrCode({ text, label }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) parts.push(`M${column + 4} ${row + 4}h1v1h-1z`);
      }
    }
    return { size: modules.size + 8, path: parts.join('') };
  }, [text]);
  return (
    <svg className="qr-code" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
