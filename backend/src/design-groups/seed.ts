import { checksumOf, type DesignGroupSeed } from './data'
import type { Db } from '../db/database'

/**
 * Brings the design-group tables in line with the data file: when its checksum differs from the
 * one recorded, every row is replaced in one transaction (readers see the old or the new range,
 * never half of each). Returns whether it reseeded.
 */
export function seedDesignGroups(db: Db, seed: DesignGroupSeed, now: () => number): boolean {
  const checksum = checksumOf(seed)
  const recorded = db
    .prepare<[], { checksum: string }>('SELECT checksum FROM design_group_seed WHERE id = 1')
    .get()
  if (recorded?.checksum === checksum) return false
  const insertCategory = db.prepare(
    `INSERT INTO design_group_categories (channel, product, category_id, key, names, position)
     VALUES (@channel, @product, @categoryId, @key, @names, @position)`,
  )
  const insertGroup = db.prepare(
    `INSERT INTO design_groups (channel, product, id, category_id, data, position)
     VALUES (@channel, @product, @id, @categoryId, @data, @position)`,
  )
  db.transaction(() => {
    db.prepare('DELETE FROM design_group_categories').run()
    db.prepare('DELETE FROM design_groups').run()
    for (const row of seed.categories)
      insertCategory.run({ ...row, names: JSON.stringify(row.names) })
    for (const row of seed.groups) insertGroup.run({ ...row, data: JSON.stringify(row.data) })
    db.prepare(
      `INSERT INTO design_group_seed (id, checksum, seeded_at) VALUES (1, ?, ?)
       ON CONFLICT (id) DO UPDATE SET checksum = excluded.checksum, seeded_at = excluded.seeded_at`,
    ).run(checksum, now())
  }).immediate()
  return true
}
