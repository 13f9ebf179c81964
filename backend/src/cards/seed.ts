import { checksumOf, reseedIfChanged } from '../db/reseed'
import type { Db } from '../db/database'
import type { Catalogue } from '../prices/catalogue'

export type CatalogueTheme = Catalogue['cards']['themes'][number]

/**
 * Brings `card_designs` in line with the catalogue's themes, as the price seed does
 * for `prices`: when their checksum differs from the one recorded, every row is replaced in one
 * transaction. Returns whether it reseeded.
 */
export function seedCardDesigns(
  db: Db,
  themes: readonly CatalogueTheme[],
  now: () => number,
): boolean {
  const insert = db.prepare(
    `INSERT INTO card_designs (theme_id, design_id, occasion, position, aspect_ratio, category,
       color, label, punching, style, popularity, created, format_types, initial_format_type,
       quantities, initial_quantity, names, countries)
     VALUES (@themeId, @designId, @occasion, @position, @aspectRatio, @category, @color, @label,
       @punching, @style, @popularity, @created, @formatTypes, @initialFormatType, @quantities,
       @initialQuantity, @names, @countries)`,
  )
  return reseedIfChanged(db, {
    checksumTable: 'card_design_catalogue',
    checksum: checksumOf(themes),
    tables: ['card_designs'],
    fill: () =>
      themes.forEach((theme, position) =>
        insert.run({
          themeId: theme.themeId,
          designId: theme.designId,
          occasion: theme.occasion,
          position,
          aspectRatio: theme.aspectRatio,
          category: theme.category,
          color: theme.color,
          label: theme.label,
          punching: theme.punching,
          style: theme.style,
          popularity: theme.popularity,
          created: theme.created,
          formatTypes: JSON.stringify(theme.formatTypes),
          initialFormatType: theme.initialFormatType,
          quantities: JSON.stringify(theme.quantities),
          initialQuantity: theme.initialQuantity,
          names: JSON.stringify(theme.name),
          countries: theme.countries ? JSON.stringify(theme.countries) : null,
        }),
      ),
    now,
  })
}
