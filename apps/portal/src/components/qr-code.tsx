import { encode } from 'uqr';

/**
 * A QR code as SVG (issue #22 item 2): one path of square modules with the standard quiet zone
 * of four, drawn crisp at any print size. Error correction M survives a scuffed label.
 */
export function QrCode({ value, size, label }: { value: string; size: string; label: string }) {
  const { data, size: modules } = encode(value, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      style={{ display: 'block', flexShrink: 0 }}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
