import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { removeTempDirs, tempDir } from '../testing/harness'
import { openDatabase, readMigrations } from './database'

afterAll(() => removeTempDirs())

describe('database', () => {
  it('opens shop.sqlite in WAL mode and records every migration once', () => {
    const dir = tempDir('db')
    const db = openDatabase(dir)
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    const versions = db
      .prepare('SELECT version, name FROM schema_migrations ORDER BY version')
      .all()
    expect(versions).toEqual(
      readMigrations(join(import.meta.dirname, 'migrations')).map((m) => ({
        version: m.version,
        name: m.name,
      })),
    )
    db.close()
    const again = openDatabase(dir)
    expect(again.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get()).toEqual({
      n: versions.length,
    })
    again.close()
  })

  it('applies a failing migration not at all', () => {
    const dir = tempDir('db-fail')
    const migrations = join(dir, 'migrations')
    mkdirSync(migrations)
    writeFileSync(join(migrations, '001-good.sql'), 'CREATE TABLE a (x INTEGER);')
    writeFileSync(join(migrations, '002-bad.sql'), 'CREATE TABLE b (y INTEGER); THIS IS NOT SQL;')
    expect(() => openDatabase(join(dir, 'data'), { migrationsDir: migrations })).toThrow()
    writeFileSync(join(migrations, '002-bad.sql'), 'CREATE TABLE b (y INTEGER);')
    const db = openDatabase(join(dir, 'data'), { migrationsDir: migrations })
    expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').all()).toEqual([
      { version: 1 },
      { version: 2 },
    ])
    db.close()
  })

  it('refuses two migrations with the same number', () => {
    const dir = tempDir('db-dup')
    writeFileSync(join(dir, '001-a.sql'), '')
    writeFileSync(join(dir, '001-b.sql'), '')
    expect(() => readMigrations(dir)).toThrow(/share version 1/)
  })
})
