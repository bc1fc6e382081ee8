export type Sample = { name: string; labels: Record<string, string>; value: number };

/** The Prometheus text format's sample lines, parsed. */
export function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match?.[1] || match[3] === undefined) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
      );
      return { name: match[1], labels, value: Number(match[3]) };
    });
}

/**
 * The metric names the text describes (`# TYPE name ...`), once per description: the format
 * allows one per name, so a name listed twice is a family split in two.
 */
export function describedNames(text: string): string[] {
  return [...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1] ?? '');
}
