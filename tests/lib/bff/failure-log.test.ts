import { captureLogLines } from '@/tests/support/log-lines';
import { startFaultUpstream } from './fault-upstream';
import { callBff, configureBffEnv } from './harness';

// An unexpected failure inside the BFF (lib/bff/route-handler.ts) is one error line with the
// error's stack and its cause, the call and the correlation id; the browser still gets only the
// generic message (docs/conventions.md §6).

const upstream = await startFaultUpstream();
configureBffEnv(upstream.url);
process.env.LOG_LEVEL = 'info';
afterAll(() => upstream.close());

vi.doMock('@/lib/bff/handle-call', () => ({
  handleCall: () => {
    throw new Error('session store broke', { cause: new Error('disk full') });
  },
}));

it('logs the error with its stack and cause, and answers the generic message', async () => {
  const logs = captureLogLines();
  try {
    const { status, json, response } = await callBff('/api/amr-loyalty/config', {
      method: 'GET',
    });
    expect(status).toBe(500);
    expect(JSON.stringify(json)).not.toContain('session store broke');
    const [failed] = logs.withMsg('bff call failed');
    expect(failed).toMatchObject({
      level: 'error',
      call: 'config',
      correlationId: response.headers.get('x-correlation-id'),
    });
    const err = failed!.err as { message: string; stack: string; cause: { message: string } };
    expect(err.message).toBe('session store broke');
    expect(err.stack).toContain('failure-log.test.ts');
    expect(err.cause.message).toBe('disk full');
  } finally {
    logs.restore();
  }
});
