/** The part of autocannon 9's programmatic API that bench/run.ts uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  interface Request {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    /** Called before each sending of this request: the request to send (bench/results-day.ts picks the URL). */
    setupRequest?: (request: Request) => Request;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    /** Requests each connection sends in turn, over and over. */
    requests?: Request[];
  }

  interface Result {
    url: string;
    connections: number;
    duration: number;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    start: Date;
    finish: Date;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
