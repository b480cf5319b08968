import { captureLogLines } from '@/tests/support/log-lines';

// lib/observability/logger.ts: the service's field names, and a field that must never carry a
// value written as "[redacted]" should a caller pass one.

process.env.SESSION_PASSWORD = 's'.repeat(48);
process.env.LOG_LEVEL = 'info';
const { logger } = await import('@/lib/observability/logger');

it('writes one JSON line with the shared field names, redacting personal fields', () => {
  const logs = captureLogLines();
  try {
    logger().warn({ call: 'login', phone: '+971501234567', otp: '123456' }, 'checked');
  } finally {
    logs.restore();
  }
  expect(logs.lines).toHaveLength(1);
  const [line] = logs.lines;
  expect(line).toMatchObject({ level: 'warn', app: 'web', call: 'login', msg: 'checked' });
  expect(Date.parse(line!.t as string)).not.toBeNaN();
  expect(line).toMatchObject({ phone: '[redacted]', otp: '[redacted]' });
});
