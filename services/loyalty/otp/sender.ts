import { counted } from '@/services/loyalty/domain/counts';
import type { Logger } from '@/services/loyalty/logger';
import { codeSends } from '@/services/loyalty/metrics';

// One sender interface for every text the programme sends to a phone: the demo outbox in demo
// mode, the messaging gateway's webhook otherwise. One-time codes always go by SMS; reminders
// (reminders/job.ts) go by SMS or WhatsApp, as the member's permissions allow.

export type TextChannel = 'sms' | 'whatsapp';

/**
 * The gateway's key for one message: the same on every try of one delivery, so a retry after an
 * answer that came too late is dropped by the gateway instead of reaching the phone twice
 * (services/loyalty/README.md, "Messaging gateway").
 */
interface Identified {
  messageId: string;
}

/** A text to one phone on one channel, already written in the member's language. */
export interface TextMessage extends Identified {
  phoneE164: string;
  text: string;
  language: 'en' | 'ar';
  channel: TextChannel;
}

export interface OtpMessage extends Identified {
  phoneE164: string;
  code: string;
  language: 'en' | 'ar';
  expiresInSeconds: number;
}

export interface OtpSender {
  send(message: OtpMessage): Promise<void>;
  /** Any other text (a reminder); rejects when the gateway did not take it. */
  sendText(message: TextMessage): Promise<void>;
}

function otpTextMessage(m: OtpMessage): TextMessage {
  return {
    phoneE164: m.phoneE164,
    text: otpText(m),
    language: m.language,
    channel: 'sms',
    messageId: m.messageId,
  };
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
  /** The one-time code; null for a reminder. */
  code: string | null;
  channel: TextChannel;
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
    this.keep(otpTextMessage(m), m.code);
    codeSends.inc({ outcome: 'sent' });
    // Demo mode only: the code is printed so a tester can sign in.
    this.logger.info('demo otp', { code: m.code });
  }

  async sendText(m: TextMessage): Promise<void> {
    this.keep(m, null);
  }

  private keep(m: TextMessage, code: string | null): void {
    this.entries.unshift({
      to: m.phoneE164,
      code,
      channel: m.channel,
      text: m.text,
      sentAt: new Date().toISOString(),
    });
    this.entries.length = Math.min(this.entries.length, this.capacity);
  }

  list(phoneE164?: string): OutboxEntry[] {
    return phoneE164 ? this.entries.filter((e) => e.to === phoneE164) : [...this.entries];
  }
}

/** The gateway answered, but not with a 2xx; reminders/deliver.ts records the `status`. */
export class GatewayRefusal extends Error {
  constructor(readonly status: number) {
    super(`Messaging gateway answered ${status}`);
    this.name = 'GatewayRefusal';
  }
}

/**
 * Production: POST {to, text, language, channel, messageId} to the messaging gateway, with
 * `messageId` also as the `Idempotency-Key` header (services/loyalty/README.md, "Messaging
 * gateway"); any non-2xx or no answer within `timeoutMs` is a failed send.
 */
export class WebhookSender implements OtpSender {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly timeoutMs = 5000,
  ) {}

  async send(m: OtpMessage): Promise<void> {
    try {
      await this.sendText(otpTextMessage(m));
    } catch (err) {
      codeSends.inc({ outcome: 'failed' });
      throw err;
    }
    codeSends.inc({ outcome: 'sent' });
  }

  async sendText(m: TextMessage): Promise<void> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': m.messageId,
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({
        to: m.phoneE164,
        text: m.text,
        language: m.language,
        channel: m.channel,
        messageId: m.messageId,
      }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    await res.body?.cancel();
    if (!res.ok) throw new GatewayRefusal(res.status);
  }
}
