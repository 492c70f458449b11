/** The part of autocannon's API the load benchmark uses (the package ships no types). */
declare module 'autocannon' {
  export interface Histogram {
    readonly average: number;
    readonly p50: number;
    readonly p99: number;
    readonly max: number;
  }
  export interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    /** Requests per second over all connections (default: as many as the server answers). */
    overallRate?: number;
    requests?: readonly (RawRequest & { setupRequest?: (request: RawRequest) => RawRequest })[];
  }
  export interface Result {
    readonly requests: Histogram & { readonly total: number };
    readonly latency: Histogram;
    readonly non2xx: number;
    readonly errors: number;
    readonly timeouts: number;
    readonly duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
