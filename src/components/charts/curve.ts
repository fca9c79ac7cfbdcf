/**
 * A smooth line through points that never overshoots them (monotone cubic, as d3's curveMonotoneX):
 * a day's figure is never drawn above or below its neighbours' values.
 */
type Point = readonly [number, number];

const sign = (value: number) => (value < 0 ? -1 : 1);

/** The tangent at `b` between neighbours `a` and `c` (Fritsch–Carlson). */
function innerTangent(a: Point, b: Point, c: Point) {
  const h0 = b[0] - a[0];
  const h1 = c[0] - b[0];
  const s0 = h0 ? (b[1] - a[1]) / h0 : 0;
  const s1 = h1 ? (c[1] - b[1]) / h1 : 0;
  const p = (s0 * h1 + s1 * h0) / (h0 + h1);
  return (sign(s0) + sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs(p)) || 0;
}

/** The tangent at an end, from the segment's slope and the tangent at its other end. */
const endTangent = (a: Point, b: Point, other: number) => {
  const h = b[0] - a[0];
  return h ? (3 * (b[1] - a[1])) / h / 2 - other / 2 : other;
};

const xy = ([x, y]: Point) => `${x.toFixed(1)},${y.toFixed(1)}`;

/** An SVG path ("M…C…") through the points, in their order. */
export function monotonePath(points: readonly Point[]) {
  if (points.length < 3) return `M${points.map(xy).join('L')}`;
  const last = points.length - 1;
  const tangents = points.map((point, index) => (index === 0 || index === last ? 0 : innerTangent(points[index - 1], point, points[index + 1])));
  tangents[0] = endTangent(points[0], points[1], tangents[1]);
  tangents[last] = endTangent(points[last - 1], points[last], tangents[last - 1]);
  let path = `M${xy(points[0])}`;
  for (let index = 0; index < last; index += 1) {
    const [x0, y0] = points[index];
    const [x1, y1] = points[index + 1];
    const dx = (x1 - x0) / 3;
    path += `C${xy([x0 + dx, y0 + dx * tangents[index]])} ${xy([x1 - dx, y1 - dx * tangents[index + 1]])} ${xy([x1, y1])}`;
  }
  return path;
}
