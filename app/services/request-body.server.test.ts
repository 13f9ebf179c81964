import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { formBodyLimit, readBody, readForm, readUploadForm } from './request-body.server'

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/form', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit)

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise
    return 200
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    throw thrown
  }
}

describe('request bodies with a limit ("huge form bodies rejected with 413")', () => {
  it('a declared Content-Length past the limit is a 413 before anything is read', async () => {
    const request = post('x', {
      'content-length': String(formBodyLimit + 1),
      'content-type': 'application/x-www-form-urlencoded',
    })
    expect(await status(readForm(request))).toBe(413)
  })

  it('a body of unknown length is a 413 as soon as it passes the limit, the rest unread', async () => {
    let pulled = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        controller.enqueue(new Uint8Array(16 * 1024).fill(97))
      },
    })
    const thrown = await readBody(post(endless), 64 * 1024).catch((error: unknown) => error)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(413)
    expect(pulled).toBeLessThan(10)
  })

  it('reads an urlencoded form, keeping repeated fields and odd encodings', async () => {
    const form = await readForm(
      post('email=a%40b.de&email=c%40d.de&name=%E0%A4%A&empty=', {
        'content-type': 'application/x-www-form-urlencoded',
      }),
    )
    expect(form.getAll('email')).toEqual(['a@b.de', 'c@d.de'])
    expect(form.get('empty')).toBe('')
    expect(typeof form.get('name')).toBe('string')
  })

  it('a body that is no form is a 415; a broken multipart form a 400; never a parser error', async () => {
    expect(
      await status(readForm(post('{"email":"a@b.de"}', { 'content-type': 'application/json' }))),
    ).toBe(415)
    expect(await status(readForm(post('email=a', { 'content-type': 'multipart/form-data' })))).toBe(
      400,
    )
    expect(
      await status(
        readForm(post('--x\r\nbroken', { 'content-type': 'multipart/form-data; boundary=x' })),
      ),
    ).toBe(400)
  })

  it('a well-formed multipart form is read', async () => {
    const body =
      '--XyZ\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.de\r\n--XyZ--\r\n'
    const form = await readForm(post(body, { 'content-type': 'multipart/form-data; boundary=XyZ' }))
    expect(form.get('email')).toBe('a@b.de')
  })
})

describe('readUploadForm', () => {
  const directories: string[] = []
  const directory = () => {
    const made = mkdtempSync(join(tmpdir(), 'upload-test-'))
    directories.push(made)
    return made
  }
  afterEach(() => {
    for (const made of directories.splice(0)) rmSync(made, { recursive: true, force: true })
  })

  /** A multipart body as a browser sends it, optionally in chunks without a length. */
  async function multipart(file: Uint8Array<ArrayBuffer>, { chunked = false } = {}) {
    const form = new FormData()
    form.append('operation', 'convert-pdf')
    form.append('file', new File([file], 'Urlaub 2025.pdf', { type: 'application/pdf' }))
    const encoded = new Response(form)
    const type = encoded.headers.get('content-type')!
    const bytes = new Uint8Array(await encoded.arrayBuffer())
    if (!chunked) return post(bytes, { 'content-type': type, 'content-length': `${bytes.length}` })
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 1024)
          controller.enqueue(bytes.slice(at, at + 1024))
        controller.close()
      },
    })
    return post(stream, { 'content-type': type })
  }

  it('writes the file to the directory and hands it on under its own name, its fields beside it', async () => {
    const dir = directory()
    const content = new Uint8Array(200_000).fill(7)
    const form = await readUploadForm(await multipart(content), {
      directory: dir,
      maxFileBytes: 1_000_000,
      limit: 1_100_000,
    })
    const file = form.get('file') as File
    expect(file).toBeInstanceOf(File)
    expect([file.name, file.type, file.size]).toEqual([
      'Urlaub 2025.pdf',
      'application/pdf',
      200_000,
    ])
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(content)
    expect(form.get('operation')).toBe('convert-pdf')
    expect(readdirSync(dir)).toHaveLength(1)
  })

  it('refuses a file over its limit and a body over the limit, even without a declared length (413)', async () => {
    const big = new Uint8Array(50_000)
    const options = { directory: directory(), maxFileBytes: 10_000, limit: 1_000_000 }
    expect(await status(readUploadForm(await multipart(big), options))).toBe(413)
    const whole = { directory: directory(), maxFileBytes: 1_000_000, limit: 20_000 }
    expect(await status(readUploadForm(await multipart(big, { chunked: true }), whole))).toBe(413)
  })
})
