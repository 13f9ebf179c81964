// The part of autocannon 9's API bench/load.ts uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  namespace autocannon {
    type Request = {
      method?: string
      path?: string
      headers?: Record<string, string>
      body?: string
      setupRequest?: (
        request: Record<string, unknown>,
        context: Record<string, unknown>,
      ) => Record<string, unknown>
      onResponse?: (
        status: number,
        body: string,
        context: Record<string, unknown>,
        headers: Record<string, string>,
      ) => void
    }
    type Options = {
      url: string
      connections?: number
      duration?: number
      amount?: number
      timeout?: number
      pipelining?: number
      requests?: Request[]
    }
    type Histogram = {
      average: number
      mean: number
      stddev: number
      min: number
      max: number
      p50: number
      p90: number
      p99: number
      p999: number
      total: number
    }
    type Result = {
      requests: Histogram
      latency: Histogram
      throughput: Histogram
      errors: number
      timeouts: number
      non2xx: number
      '1xx': number
      '2xx': number
      '3xx': number
      '4xx': number
      '5xx': number
      duration: number
    }
    type Instance = EventEmitter & { stop(): void }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance
  export default autocannon
}
