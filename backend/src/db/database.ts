import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'

export type Db = Database.Database

/**
 * The migrations folder. From source this is `backend/src/db/migrations`; in the bundle
 * (`build/backend/main.js`) the build copies them to `build/backend/migrations`, which the
 * same relative URL reaches because the bundle lives one level up from `db/`.
 */
export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url))

const MIGRATION_FILE = /^(\d{3})-([a-z0-9-]+)\.sql$/

export interface Migration {
  version: number
  name: string
  sql: string
}

export function readMigrations(dir: string): Migration[] {
  const migrations = readdirSync(dir)
    .map((file) => ({ file, match: MIGRATION_FILE.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({
      version: Number(match[1]),
      name: match[2]!,
      sql: readFileSync(join(dir, file), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version)
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i]!.version === migrations[i - 1]!.version) {
      throw new Error(`Two migrations share version ${migrations[i]!.version} in ${dir}`)
    }
  }
  return migrations
}

/**
 * Applies pending migrations in order, each in its own IMMEDIATE transaction, recording
 * them in `schema_migrations`. Returns the versions applied now.
 */
export function migrate(db: Db, migrations: Migration[], now: () => number = Date.now): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  )`)
  const isApplied = db.prepare<[number], { version: number }>(
    'SELECT version FROM schema_migrations WHERE version = ?',
  )
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  )
  const applied: number[] = []
  for (const migration of migrations) {
    const apply = db.transaction(() => {
      if (isApplied.get(migration.version)) return false
      db.exec(migration.sql)
      record.run(migration.version, migration.name, now())
      return true
    })
    if (apply.immediate()) applied.push(migration.version)
  }
  return applied
}

/** Opens `{dataDir}/shop.sqlite` in WAL mode and brings its schema up to date. */
export function openDatabase(
  dataDir: string,
  options: { migrationsDir?: string; now?: () => number } = {},
): Db {
  mkdirSync(dataDir, { recursive: true })
  const db = new Database(join(dataDir, 'shop.sqlite'))
  try {
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = NORMAL')
    db.pragma('foreign_keys = ON')
    db.pragma('busy_timeout = 5000')
    migrate(db, readMigrations(options.migrationsDir ?? DEFAULT_MIGRATIONS_DIR), options.now)
  } catch (error) {
    db.close()
    throw error
  }
  return db
}
