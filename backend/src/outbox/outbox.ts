import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Db } from '../db/database'

export interface OutgoingMail {
  /** What the e-mail is for: `password-reset`, `newsletter-confirm`, … */
  kind: string
  to: string
  subject: string
  /** Plain text; links are written out in full. */
  text: string
  /** The links a reader (or a test) follows, in order. */
  links: string[]
}

export interface OutboxMessage {
  id: number
  kind: string
  to: string
  subject: string
  text: string
  links: string[]
  /** File name under `{dataDir}/outbox/`. */
  file: string
  createdAt: string
}

interface OutboxRow {
  id: number
  kind: string
  to_address: string
  subject: string
  text_body: string
  html_body: string
  links: string
  file: string
  created_at: number
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )
}

/** The e-mail as a small HTML document: headers on top, the text with clickable links. */
function renderHtml(mail: OutgoingMail, date: string): string {
  let body = escapeHtml(mail.text)
  for (const link of mail.links) {
    const escaped = escapeHtml(link)
    body = body.split(escaped).join(`<a href="${escaped}">${escaped}</a>`)
  }
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto;">
<table style="color: #555; margin-bottom: 1.5rem;">
<tr><th align="left">From</th><td>Printhaus &lt;no-reply@printhaus.invalid&gt;</td></tr>
<tr><th align="left">To</th><td>${escapeHtml(mail.to)}</td></tr>
<tr><th align="left">Subject</th><td>${escapeHtml(mail.subject)}</td></tr>
<tr><th align="left">Date</th><td>${escapeHtml(date)}</td></tr>
</table>
<div style="white-space: pre-wrap;">${body}</div>
</body>
</html>
`
}

function fromRow(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    links: JSON.parse(row.links) as string[],
    file: row.file,
    createdAt: new Date(row.created_at).toISOString(),
  }
}

/**
 * Where e-mails go instead of an SMTP server: a row in `outbox` plus one `.html` file per
 * message under `{dataDir}/outbox/`, which a person can open in a browser.
 */
export class Outbox {
  readonly dir: string
  private readonly insert
  private readonly setFile
  private readonly byId
  private readonly htmlById

  constructor(
    private readonly db: Db,
    dataDir: string,
    private readonly now: () => number,
  ) {
    this.dir = join(dataDir, 'outbox')
    this.insert =
      db.prepare(`INSERT INTO outbox (kind, to_address, to_normalized, subject, text_body, html_body, links, file, created_at)
      VALUES (@kind, @to, @toNormalized, @subject, @text, @html, @links, '', @createdAt)`)
    this.setFile = db.prepare('UPDATE outbox SET file = ? WHERE id = ?')
    this.byId = db.prepare<[number], OutboxRow>('SELECT * FROM outbox WHERE id = ?')
    this.htmlById = db.prepare<[number], { html_body: string }>(
      'SELECT html_body FROM outbox WHERE id = ?',
    )
  }

  send(mail: OutgoingMail): OutboxMessage {
    const createdAt = this.now()
    const html = renderHtml(mail, new Date(createdAt).toUTCString())
    const id = Number(
      this.insert.run({
        kind: mail.kind,
        to: mail.to,
        toNormalized: mail.to.trim().toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        html,
        links: JSON.stringify(mail.links),
        createdAt,
      }).lastInsertRowid,
    )
    const file = `${String(id).padStart(6, '0')}-${mail.kind.replace(/[^a-z0-9-]/gi, '')}.html`
    mkdirSync(this.dir, { recursive: true })
    writeFileSync(join(this.dir, file), html)
    this.setFile.run(file, id)
    return fromRow(this.byId.get(id)!)
  }

  list(filter: { to?: string; kind?: string; limit?: number } = {}): OutboxMessage[] {
    const where: string[] = []
    const params: (string | number)[] = []
    if (filter.to) {
      where.push('to_normalized = ?')
      params.push(filter.to.trim().toLowerCase())
    }
    if (filter.kind) {
      where.push('kind = ?')
      params.push(filter.kind)
    }
    const sql = `SELECT * FROM outbox ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`
    params.push(Math.min(Math.max(filter.limit ?? 100, 1), 1000))
    return this.db
      .prepare<(string | number)[], OutboxRow>(sql)
      .all(...params)
      .map(fromRow)
  }

  get(id: number): OutboxMessage | null {
    const row = this.byId.get(id)
    return row ? fromRow(row) : null
  }

  html(id: number): string | null {
    return this.htmlById.get(id)?.html_body ?? null
  }
}
