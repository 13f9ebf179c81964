/**
 * The PDF conversion in a worker thread (started by `runPdfWorker`): pdf-lib parses and
 * decodes synchronously, so a hostile file here cannot hold up the backend's event loop.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { convertPdf, Refusal, type PdfLimits } from './pdf'
import type { paperFormats } from '../../../contracts/toolbox'

type Job = {
  bytes: Uint8Array
  paper: (typeof paperFormats)[number]
  base: string
  limits: PdfLimits
}

const job = workerData as Job
convertPdf(job.bytes, job.paper, job.base, job.limits).then(
  (made) => parentPort!.postMessage({ ok: true, made }, [made.bytes.buffer as ArrayBuffer]),
  (error: unknown) =>
    parentPort!.postMessage(
      error instanceof Refusal
        ? { ok: false, status: error.status, code: error.code, text: error.message }
        : { ok: false, status: 400, code: 'unreadable', text: 'The PDF could not be read.' },
    ),
)
