import { Counter, Registry } from 'prom-client';

// The service's Prometheus metrics, in one registry of its own rather than prom-client's global
// one, so whatever exposes them (a scrape endpoint, a push) takes exactly these. A counter lives
// per process; Prometheus sums the replicas.

export const metricsRegistry = new Registry();

/**
 * Reminders by SMS and WhatsApp (docs/product.md §4 Reminders), one count per attempt: `sent`
 * (the gateway took it), `retry` (it will be tried again), `failed` (given up after the last
 * attempt), `dropped` (not sent: the permission was turned off, the points are gone).
 */
export const textDeliveries = new Counter({
  name: 'loyalty_text_deliveries_total',
  help: 'Reminder texts by channel (sms, whatsapp) and outcome (sent, retry, failed, dropped).',
  labelNames: ['channel', 'outcome'] as const,
  registers: [metricsRegistry],
});

/** One-time codes handed to the gateway (docs/product.md §4 Login): `sent` or `failed`. */
export const codeSends = new Counter({
  name: 'loyalty_code_sends_total',
  help: 'One-time code sends by outcome (sent, failed).',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});
