/** The part of autocannon's API that scripts/tools/bench/bench.ts uses (it ships no types). */
declare module "autocannon" {
  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request) => Request;
  };
  type Options = Request & {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Request[];
  };
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number };
  type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    "2xx": number;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
