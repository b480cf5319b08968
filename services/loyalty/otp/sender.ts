import { counted } from '@/services/loyalty/domain/counts';
import type { Logger } from '@/services/loyalty/logger';

// One sender interface: the demo outbox in demo mode, an SMS gateway
// webhook otherwise.

export interface OtpMessage {
  phoneE164: string;
  code: string;
  language: 'en' | 'ar';
  expiresInSeconds: number;
}

export interface OtpSender {
  send(message: OtpMessage): Promise<void>;
}

export function otpText(m: OtpMessage): string {
  const minutes = Math.round(m.expiresInSeconds / 60);
  if (m.language === 'ar') {
    const valid = counted(minutes, 'ar', {
      one: 'دقيقة واحدة',
      two: 'دقيقتين',
      few: '# دقائق',
      other: '# دقيقة',
    });
    return `رمز التحقق الخاص بك في برنامج AMRX هو ${m.code}. صالح لمدة ${valid}. لا تشاركه مع أحد.`;
  }
  const valid = counted(minutes, 'en', { one: '# minute', other: '# minutes' });
  return `Your AMRX verification code is ${m.code}. It is valid for ${valid}. Do not share it with anyone.`;
}

export interface OutboxEntry {
  to: string;
  code: string;
  text: string;
  sentAt: string;
}

/** Demo mode: keeps the last messages in memory (read by GET /dev/outbox) and logs the code. */
export class DemoOutbox implements OtpSender {
  private readonly entries: OutboxEntry[] = [];
  constructor(
    private readonly logger: Logger,
    private readonly capacity = 200,
  ) {}

  async send(m: OtpMessage): Promise<void> {
    this.entries.unshift({
      to: m.phoneE164,
      code: m.code,
      text: otpText(m),
      sentAt: new Date().toISOString(),
    });
    this.entries.length = Math.min(this.entries.length, this.capacity);
    // Demo mode only: the code is printed so a tester can sign in.
    this.logger.info('demo otp', { code: m.code });
  }

  list(phoneE164?: string): OutboxEntry[] {
    return phoneE164 ? this.entries.filter((e) => e.to === phoneE164) : [...this.entries];
  }
}

/** Production: POST {to, text} to the SMS gateway; any non-2xx or timeout is a failed send. */
export class WebhookSender implements OtpSender {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly timeoutMs = 5000,
  ) {}

  async send(m: OtpMessage): Promise<void> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({ to: m.phoneE164, text: otpText(m), language: m.language }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    await res.body?.cancel();
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  }
}
