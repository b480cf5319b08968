import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it may, and finds out by trying: under the
// page's Content-Security-Policy (no 'unsafe-eval') that try is reported as a violation. In the
// browser the parsers run without compiling; the server keeps the faster compiled ones.
if (typeof window !== 'undefined') z.config({ jitless: true });
