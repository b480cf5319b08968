import { metricsRegistry } from '@/services/loyalty/metrics';

/** A counter's value for those labels, read from the service's registry as a scrape would. */
export async function metricValue(name: string, labels: Record<string, string>): Promise<number> {
  const metric = metricsRegistry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  const match = values.find((v) => Object.entries(labels).every(([k, x]) => v.labels[k] === x));
  return match?.value ?? 0;
}
