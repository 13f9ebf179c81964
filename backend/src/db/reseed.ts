import { createHash } from 'node:crypto'
import type { Db } from './database'

/** The checksum a seed records: SHA-256 of the data's JSON. */
export function checksumOf(data: unknown): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex')
}

/**
 * Brings seeded tables in line with their data, as every seed of the reference backend does: when
 * `checksum` differs from the one recorded in `checksumTable` (a table of one row, id 1), the
 * `tables` are emptied in this order, `fill` writes the rows again and the new checksum is
 * recorded, all in one transaction (readers see the old or the new data, never half of each).
 * Returns whether it reseeded.
 */
export function reseedIfChanged(
  db: Db,
  seed: {
    checksumTable: string
    checksum: string
    tables: readonly string[]
    fill: () => void
    now: () => number
  },
): boolean {
  const recorded = db
    .prepare<[], { checksum: string }>(`SELECT checksum FROM ${seed.checksumTable} WHERE id = 1`)
    .get()
  if (recorded?.checksum === seed.checksum) return false
  db.transaction(() => {
    for (const table of seed.tables) db.prepare(`DELETE FROM ${table}`).run()
    seed.fill()
    db.prepare(
      `INSERT INTO ${seed.checksumTable} (id, checksum, seeded_at) VALUES (1, ?, ?)
       ON CONFLICT (id) DO UPDATE SET checksum = excluded.checksum, seeded_at = excluded.seeded_at`,
    ).run(seed.checksum, seed.now())
  }).immediate()
  return true
}
