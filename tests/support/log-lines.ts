// The web app's log lines (lib/observability/logger.ts writes one JSON object per line to
// stdout), captured for a test and parsed.

export type LogLine = Record<string, unknown> & { level: string; msg: string };

export function captureLogLines() {
  const lines: LogLine[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    for (const line of String(chunk).split('\n')) {
      if (line.startsWith('{')) lines.push(JSON.parse(line) as LogLine);
    }
    return true;
  });
  return {
    lines,
    /** The lines with this message. */
    withMsg: (msg: string) => lines.filter((l) => l.msg === msg),
    restore: () => spy.mockRestore(),
  };
}
