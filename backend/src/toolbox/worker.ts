import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { Refusal, type Made, type PdfLimits } from './pdf'
import type { paperFormats } from '../../../contracts/toolbox'

/** What one conversion may use before it is stopped. */
export type WorkBudget = { timeMs: number; memoryMb: number }

let fromSource: Promise<URL> | undefined

/**
 * The worker's script: beside the bundle (`build/backend/pdf-worker.js`); when the backend runs
 * from source (tsx, the tests), Node cannot start a TypeScript worker, so it is bundled once.
 */
function workerScript(): Promise<URL> {
  const built = new URL('./pdf-worker.js', import.meta.url)
  if (existsSync(built)) return Promise.resolve(built)
  fromSource ??= import('esbuild').then(async ({ build }) => {
    const outfile = join(mkdtempSync(join(tmpdir(), 'toolbox-worker-')), 'pdf-worker.mjs')
    await build({
      entryPoints: [fileURLToPath(new URL('./pdf-worker.ts', import.meta.url))],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      logLevel: 'error',
    })
    return pathToFileURL(outfile)
  })
  return fromSource
}

type WorkerAnswer =
  | { ok: true; made: Made }
  | { ok: false; status: 400 | 413; code: 'unreadable' | 'too-complex'; text: string }

const tooMuch = () =>
  new Refusal(413, 'too-complex', 'The file needs more work than the toolbox does for one upload.')

/**
 * A PDF converted in a worker thread with a heap budget, terminated when its time is up: a
 * refusal (400, 413) for the shopper, never a stalled or crashed backend.
 */
export async function runPdfWorker(
  job: { bytes: Uint8Array; paper: (typeof paperFormats)[number]; base: string; limits: PdfLimits },
  budget: WorkBudget,
): Promise<Made> {
  const worker = new Worker(await workerScript(), {
    workerData: job,
    resourceLimits: {
      maxOldGenerationSizeMb: budget.memoryMb,
      maxYoungGenerationSizeMb: Math.min(32, Math.max(4, Math.round(budget.memoryMb / 8))),
      stackSizeMb: 4,
    },
  })
  return new Promise<Made>((resolve, reject) => {
    let settled = false
    const settle = (done: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      done()
      void worker.terminate()
    }
    const timer = setTimeout(() => settle(() => reject(tooMuch())), budget.timeMs)
    worker.once('message', (message: WorkerAnswer) =>
      settle(() =>
        message.ok
          ? resolve(message.made)
          : reject(new Refusal(message.status, message.code, message.text)),
      ),
    )
    // Over its heap budget the worker is stopped (ERR_WORKER_OUT_OF_MEMORY): too much work.
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooMuch() : error)),
    )
    worker.once('exit', () => settle(() => reject(tooMuch())))
  })
}
