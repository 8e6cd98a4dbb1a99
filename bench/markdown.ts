// Markdown tables for benchmark reports. Its own module: a section that zones.ts imports while it runs
// must not import zones.ts back (the two would wait on each other's top-level await).
export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map((_, i) => (i === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n');
}
