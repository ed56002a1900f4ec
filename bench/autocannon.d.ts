/**
 * The part of autocannon 8's programmatic API the benchmark uses (the package ships no types,
 * and the bench adds no dependency for them).
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Options {
    /** Several URLs: the connections are dealt over them in turn (connection i to url[i % n]). */
    url: string | string[];
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    pipelining?: number;
    /** Seconds. */
    duration?: number;
    /** Milliseconds before a request counts as a timeout. */
    timeout?: number;
    /** Run the load generator in this many worker threads. */
    workers?: number;
    /** A first run whose figures are discarded; its options override the main ones. */
    warmup?: { duration?: number; connections?: number };
    title?: string;
  }

  /** Percentiles and summary of an HDR histogram, as autocannon reports them. */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p0_001: number;
    p0_01: number;
    p0_1: number;
    p1: number;
    p2_5: number;
    p10: number;
    p25: number;
    p50: number;
    p75: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
    p99_99: number;
    p99_999: number;
  }

  export interface Result {
    title?: string;
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram & { totalCount: number };
    requests: Histogram & { sent: number };
    throughput: Histogram;
    warmup?: Result;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  export default function autocannon(options: Options): Instance;
}
