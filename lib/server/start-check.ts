import { findProcessEnvProblems } from '@/lib/config/env';

// The web app checks its settings before it serves (docs/conventions.md §7). instrumentation.ts
// runs this in register(); an error thrown from there would not stop anything: Next 16 catches
// it, logs "Failed to prepare server" and answers 500 to every request, /api/health included
// (node_modules/next/dist/server/next-server.js). So a bad setting ends the process here, with
// one line an operator can act on and an exit code an orchestrator sees.

export function exitOnInvalidEnv(): void {
  const problems = findProcessEnvProblems();
  if (problems.length === 0) return;
  process.stderr.write(`Invalid environment: ${problems.join('; ')}\n`);
  process.exit(1);
}
