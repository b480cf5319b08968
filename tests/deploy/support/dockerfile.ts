import { readFileSync } from 'node:fs';

// What the deploy tests read from a Dockerfile (Dockerfile.web, Dockerfile.service), with the
// line continuations joined, as Docker reads them.

export const instructions = (dockerfile: string) =>
  readFileSync(dockerfile, 'utf8')
    .replace(/\\\n\s*/g, '')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));

/** The images of its FROM lines, in order. */
export const baseImages = (dockerfile: string) =>
  instructions(dockerfile)
    .filter((line) => line.startsWith('FROM '))
    .map((line) => line.split(/\s+/)[1]!);

/** The exec-form command of its HEALTHCHECK, or undefined when it has none. */
export function dockerHealthcheck(dockerfile: string): string[] | undefined {
  const line = instructions(dockerfile).find((l) => l.startsWith('HEALTHCHECK '));
  const command = line && /\bCMD (\[.*\])$/.exec(line);
  return command ? (JSON.parse(command[1]!) as string[]) : undefined;
}

/** An exact version and the digest of the image it names: no `latest`, no bare major. */
export const PINNED_IMAGE =
  /^[a-z0-9./-]+:\d+\.\d+(?:\.\d+)?(?:-[a-z0-9.-]+)?@sha256:[0-9a-f]{64}$/;
