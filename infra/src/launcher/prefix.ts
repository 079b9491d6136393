import { styleText } from 'node:util';

const COLORS = ['cyan', 'magenta', 'yellow', 'green', 'blue', 'redBright', 'cyanBright'] as const;
/** Process colours, plus the launcher's own and the web build's. */
export type PrefixColor = (typeof COLORS)[number] | 'gray' | 'whiteBright';

export function colorFor(index: number): PrefixColor {
  return COLORS[index % COLORS.length] ?? 'cyan';
}

type Style = Parameters<typeof styleText>[0];

/** Colours only when the launcher decided so (a TTY, no NO_COLOR), not per Node's own guess. */
export function paint(style: Style, text: string, enabled: boolean): string {
  return enabled ? styleText(style, text, { validateStream: false }) : text;
}

/** `[name]` padded so that the output of every process lines up. */
export function formatPrefix(name: string, width: number, color: PrefixColor | null): string {
  const label = `[${name}]`.padEnd(width + 2);
  return color === null ? label : paint(color, label, true);
}

/**
 * Turns a stream of chunks into whole lines, each with the prefix. A chunk may end mid-line;
 * the remainder waits for the next chunk (or `flush`) so that lines of two processes never mix.
 * `format` may turn one line into several (a log message with newlines): each gets the prefix.
 */
export function createLinePrefixer(
  prefix: string,
  format: (line: string) => string = (line) => line,
): {
  push(chunk: string): string[];
  flush(): string[];
} {
  let pending = '';
  const render = (line: string): string[] =>
    format(line)
      .split('\n')
      .map((part) => `${prefix} ${part}`);
  return {
    push(chunk) {
      const parts = (pending + chunk).split(/\r?\n/);
      pending = parts.pop() ?? '';
      return parts.flatMap(render);
    },
    flush() {
      if (pending === '') return [];
      const line = pending;
      pending = '';
      return render(line);
    },
  };
}
