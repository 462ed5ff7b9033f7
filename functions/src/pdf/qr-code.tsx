/** @jsxImportSource react */
import { Path, Rect, Svg } from '@react-pdf/renderer';
import QRCode from 'qrcode';

/** The modules of a QR code as one path of unit squares (vector: sharp at any zoom or print size). */
export function qrPath(text: string): { path: string; size: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) squares.push(`M${col} ${row}h1v1h-1z`);
    }
  }
  return { path: squares.join(''), size: modules.size };
}

/** Dark modules on a light square with the four-module quiet zone scanners need, whatever the theme. */
export function QrCode({ text, width, dark, light }: { text: string; width: number; dark: string; light: string }) {
  const { path, size } = qrPath(text);
  const quiet = 4;
  const box = size + 2 * quiet;
  return (
    <Svg viewBox={`${-quiet} ${-quiet} ${box} ${box}`} width={width} height={width}>
      <Rect x={-quiet} y={-quiet} width={box} height={box} fill={light} />
      <Path d={path} fill={dark} />
    </Svg>
  );
}
