import { checksumOf, reseedIfChanged } from '../db/reseed'
import type { Db } from '../db/database'
import type { DesignGroupSeed } from './data'

/**
 * Brings the design-group tables in line with the data file: when its checksum differs from the
 * one recorded, every row is replaced in one transaction (readers see the old or the new range,
 * never half of each). Returns whether it reseeded.
 */
export function seedDesignGroups(db: Db, seed: DesignGroupSeed, now: () => number): boolean {
  const insertCategory = db.prepare(
    `INSERT INTO design_group_categories (channel, product, category_id, key, names, position)
     VALUES (@channel, @product, @categoryId, @key, @names, @position)`,
  )
  const insertGroup = db.prepare(
    `INSERT INTO design_groups (channel, product, id, category_id, data, position)
     VALUES (@channel, @product, @id, @categoryId, @data, @position)`,
  )
  return reseedIfChanged(db, {
    checksumTable: 'design_group_seed',
    checksum: checksumOf(seed),
    tables: ['design_group_categories', 'design_groups'],
    fill: () => {
      for (const row of seed.categories)
        insertCategory.run({ ...row, names: JSON.stringify(row.names) })
      for (const row of seed.groups) insertGroup.run({ ...row, data: JSON.stringify(row.data) })
    },
    now,
  })
}
