import { prettyFactory } from 'pino-pretty';

export type LineFormatter = (line: string) => string;

/**
 * The services log JSON (pino) when their output is a pipe, as it is under the launcher; a
 * person reading `pnpm start` wants one readable line per event instead. Anything that is not
 * a pino line passes through untouched.
 */
export function createLogFormatter({ colors }: { colors: boolean }): LineFormatter {
  const pretty = prettyFactory({
    colorize: colors,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    // The prefix already names the process; pid and hostname are noise on one machine.
    ignore: 'pid,hostname,name',
  });
  return (line) => {
    if (!line.startsWith('{"level":')) return line;
    try {
      return pretty(line).replace(/\n$/, '');
    } catch {
      return line;
    }
  };
}
