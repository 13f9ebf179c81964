import { describe, expect, it } from 'vitest'
import { formBodyLimit, readBody, readForm } from './request-body.server'

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
