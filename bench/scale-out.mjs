// `npm run bench -- scale-out`: scripts/scale-out.mjs at bench size (24 members, 90 seconds);
// .ci/run runs the CI size. Not a timing: it checks what holds when replicas die mid-run.
import { scaleOut } from '../scripts/scale-out.mjs';

await scaleOut({
  members: Number(process.env.SCALE_OUT_MEMBERS ?? 24),
  seconds: Number(process.env.SCALE_OUT_SECONDS ?? 90),
});
