/**
 * A line chart as a hand-written SVG (no charting dependency): x on a log scale, y linear from 0, one line
 * per series with a legend, each point marked. Dashed series share their solid twin's colour.
 */

export interface Series {
  name: string;
  /** Legend colour group: series with the same group share a colour. */
  group: string;
  dashed?: boolean;
  points: { x: number; y: number }[];
}

export interface Plot {
  title: string;
  xLabel: string;
  yLabel: string;
  series: Series[];
  /** Labels for x ticks (the measured sizes); defaults to the value. */
  xTickLabel?: (x: number) => string;
  /** Lines under the title. */
  notes?: string[];
  /** What solid and dashed lines mean, when there are dashed series. */
  styles?: { solid: string; dashed: string };
}

/** Twelve colours that stay apart from each other (Tableau 10 and two more). */
const COLOURS = [
  '#4e79a7',
  '#f28e2b',
  '#e15759',
  '#76b7b2',
  '#59a14f',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#7f7f7f',
  '#17becf',
  '#1f3a93',
];

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** A round step for about `count` ticks up to `max`: 1, 2 or 5 × a power of ten. */
function niceStep(max: number, count: number): number {
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const m = raw / power;
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * power;
}

export function lineChartSvg(plot: Plot): string {
  const width = 960;
  const legendWidth = 230;
  const top = 56 + 16 * (plot.notes?.length ?? 0);
  const left = 70;
  const bottom = 60;
  const height = 540;
  const plotW = width - left - legendWidth - 20;
  const plotH = height - top - bottom;

  const xs = plot.series.flatMap((s) => s.points.map((p) => p.x)).filter((x) => x > 0);
  const ys = plot.series.flatMap((s) => s.points.map((p) => p.y));
  const xMin = Math.min(...xs);
  const xMax = Math.max(...xs);
  // Half a decade of room either side, so the end points are not on the frame.
  const lx0 = Math.log10(xMin) - 0.15;
  const lx1 = Math.log10(xMax) + 0.15;
  const yStep = niceStep(Math.max(1e-6, ...ys), 6);
  const yMax = Math.max(yStep, Math.ceil((Math.max(0, ...ys) * 1.05) / yStep) * yStep);
  const px = (x: number) => left + ((Math.log10(x) - lx0) / (lx1 - lx0)) * plotW;
  const py = (y: number) => top + plotH - (y / yMax) * plotH;
  const fmt = (n: number) => String(Math.round(n * 1000) / 1000);

  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
  );
  out.push(`<rect width="${width}" height="${height}" fill="#fff"/>`);
  out.push(`<text x="${left}" y="24" font-size="16" font-weight="bold">${escapeXml(plot.title)}</text>`);
  (plot.notes ?? []).forEach((note, i) => {
    out.push(`<text x="${left}" y="${44 + 16 * i}" fill="#555">${escapeXml(note)}</text>`);
  });

  // Grid and y ticks.
  for (let y = 0; y <= yMax + 1e-9; y += yStep) {
    const yy = py(y).toFixed(1);
    out.push(`<line x1="${left}" y1="${yy}" x2="${left + plotW}" y2="${yy}" stroke="#e5e5e5"/>`);
    out.push(`<text x="${left - 8}" y="${yy}" text-anchor="end" dominant-baseline="middle">${fmt(y)}</text>`);
  }
  // x ticks at every decade in range (minor) and every measured size (labelled).
  for (let d = Math.ceil(lx0); d <= Math.floor(lx1); d++) {
    const xx = px(10 ** d).toFixed(1);
    out.push(`<line x1="${xx}" y1="${top}" x2="${xx}" y2="${top + plotH}" stroke="#f0f0f0"/>`);
  }
  for (const x of [...new Set(xs)].sort((a, b) => a - b)) {
    const xx = px(x).toFixed(1);
    out.push(`<line x1="${xx}" y1="${top + plotH}" x2="${xx}" y2="${top + plotH + 5}" stroke="#333"/>`);
    const label = plot.xTickLabel ? plot.xTickLabel(x) : String(x);
    out.push(`<text x="${xx}" y="${top + plotH + 18}" text-anchor="middle">${escapeXml(label)}</text>`);
  }
  out.push(
    `<rect x="${left}" y="${top}" width="${plotW}" height="${plotH}" fill="none" stroke="#333"/>`,
    `<text x="${left + plotW / 2}" y="${height - 16}" text-anchor="middle">${escapeXml(plot.xLabel)}</text>`,
    `<text transform="translate(18 ${top + plotH / 2}) rotate(-90)" text-anchor="middle">${escapeXml(plot.yLabel)}</text>`,
  );

  // Lines, points, and the legend.
  const groups = [...new Set(plot.series.map((s) => s.group))];
  const colourOf = (group: string) => COLOURS[groups.indexOf(group) % COLOURS.length] ?? '#000';
  for (const s of plot.series) {
    const pts = [...s.points].filter((p) => p.x > 0).sort((a, b) => a.x - b.x);
    const colour = colourOf(s.group);
    const d = pts
      .map((p, i) => `${i === 0 ? 'M' : 'L'}${px(p.x).toFixed(1)},${py(p.y).toFixed(1)}`)
      .join(' ');
    out.push(
      `<path d="${d}" fill="none" stroke="${colour}" stroke-width="2"${s.dashed ? ' stroke-dasharray="6 4"' : ''}><title>${escapeXml(s.name)}</title></path>`,
    );
    for (const p of pts)
      out.push(
        `<circle cx="${px(p.x).toFixed(1)}" cy="${py(p.y).toFixed(1)}" r="3" fill="${colour}"><title>${escapeXml(`${s.name}: ${fmt(p.y)} ms`)}</title></circle>`,
      );
  }
  const lx = left + plotW + 20;
  groups.forEach((group, i) => {
    const y = top + 8 + i * 18;
    out.push(
      `<line x1="${lx}" y1="${y}" x2="${lx + 24}" y2="${y}" stroke="${colourOf(group)}" stroke-width="3"/>`,
      `<text x="${lx + 30}" y="${y}" dominant-baseline="middle">${escapeXml(group)}</text>`,
    );
  });
  if (plot.styles && plot.series.some((s) => s.dashed)) {
    const y = top + 8 + groups.length * 18 + 10;
    const { solid, dashed } = plot.styles;
    out.push(
      `<line x1="${lx}" y1="${y}" x2="${lx + 24}" y2="${y}" stroke="#333" stroke-width="2"/>`,
      `<text x="${lx + 30}" y="${y}" dominant-baseline="middle">${escapeXml(solid)}</text>`,
      `<line x1="${lx}" y1="${y + 18}" x2="${lx + 24}" y2="${y + 18}" stroke="#333" stroke-width="2" stroke-dasharray="6 4"/>`,
      `<text x="${lx + 30}" y="${y + 18}" dominant-baseline="middle">${escapeXml(dashed)}</text>`,
    );
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
