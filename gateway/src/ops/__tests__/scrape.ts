import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';

const labelText = (labels: Record<string, string>) =>
  Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .join(',');

/** `/metrics` read with a Prometheus text-format parser. */
export class Scrape {
  constructor(
    readonly text: string,
    readonly families: ParsedFamily[],
  ) {}

  static async from(url: string, token?: string): Promise<Scrape> {
    const res = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    if (!res.headers.get('content-type')?.startsWith('text/plain')) throw new Error('not the text format');
    const text = await res.text();
    return new Scrape(text, parsePrometheusTextFormat(text));
  }

  family(name: string): ParsedFamily {
    const f = this.families.find((x) => x.name === name);
    if (!f) throw new Error(`no metric ${name}`);
    return f;
  }

  /** A counter's or gauge's series with exactly these labels, 0 when absent. */
  value(name: string, labels: Record<string, string> = {}): number {
    const f = this.family(name);
    if (f.type === 'HISTOGRAM') return this.count(name, labels);
    const m = f.metrics.find((x) => {
      const l = x.labels ?? {};
      return (
        Object.keys(labels).length === Object.keys(l).length && Object.entries(labels).every(([k, v]) => l[k] === v)
      );
    });
    return m ? Number(m.value) : 0;
  }

  /**
   * A histogram's `_count` for exactly these labels. The parser merges the label sets of a labelled
   * histogram (it keeps only the buckets of the last one), so the count line is read as written,
   * with prom-client's label order.
   */
  count(name: string, labels: Record<string, string> = {}): number {
    if (this.family(name).type !== 'HISTOGRAM') throw new Error(`${name} is not a histogram`);
    const series = Object.keys(labels).length ? `${name}_count{${labelText(labels)}}` : `${name}_count`;
    const line = this.text.split('\n').find((l) => l.startsWith(series + ' '));
    return line ? Number(line.slice(series.length + 1)) : 0;
  }
}
