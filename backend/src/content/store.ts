import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync, type Stats } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { z } from 'zod'
import type { Logger } from '../log/logger'

/** One story file, parsed. `raw` is the file's story object (with `draft` when present). */
export interface StoryRecord {
  file: string
  fullSlug: string
  id: number
  uuid: string
  /** `published_at: null` in the file marks a story that only exists as a draft. */
  published: boolean
  raw: Record<string, unknown>
  /** Languages of `__i18n__{lang}` fields in this story. */
  languages: string[]
}

/** A folder, derived from the directories under `stories/`. */
export interface FolderRecord {
  id: number
  uuid: string
  fullSlug: string
  name: string
  parentId: number
}

export interface ContentSnapshot {
  /** The cache version: changes whenever any story file changes on disk. */
  cv: number
  /** Sorted by full slug. */
  stories: StoryRecord[]
  bySlug: ReadonlyMap<string, StoryRecord>
  byId: ReadonlyMap<number, StoryRecord>
  byUuid: ReadonlyMap<string, StoryRecord>
  folders: FolderRecord[]
  folderBySlug: ReadonlyMap<string, FolderRecord>
  languageCodes: string[]
}

const storyFileSchema = z.looseObject({
  id: z.number().int().positive(),
  uuid: z.string().min(1),
  name: z.string().optional(),
  slug: z.string().optional(),
  full_slug: z.string().optional(),
  content: z.looseObject({ component: z.string().min(1) }),
  draft: z.looseObject({ component: z.string().min(1) }).optional(),
  published_at: z.string().nullable().optional(),
})

interface FileEntry {
  rel: string
  abs: string
  mtimeMs: number
  size: number
}

interface CachedParse {
  mtimeMs: number
  size: number
  record: StoryRecord | null
}

const I18N_KEY = /__i18n__(.+)$/

function sha1(text: string): string {
  return createHash('sha1').update(text).digest('hex')
}

/** A v4-shaped uuid derived from a seed (folders have no file to carry one). */
function uuidFrom(seed: string): string {
  const h = sha1(seed)
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`
}

function collectLanguages(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectLanguages(item, into)
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const match = I18N_KEY.exec(key)
      if (match) into.add(match[1]!)
      collectLanguages(child, into)
    }
  }
}

/**
 * Reads story files from `{contentDir}/stories/**.json`. Every call to `snapshot()` stats
 * the files (cheap for the few hundred files a shop has), re-parses only the files whose
 * mtime or size changed, and bumps `cv` when anything changed — so an edit on disk is
 * served at once, without a restart and without racing a file watcher.
 */
export class ContentStore {
  private readonly storiesDir: string
  private readonly parsed = new Map<string, CachedParse>()
  private fingerprint: string | undefined
  private current: ContentSnapshot | undefined
  private missingDirLogged = false

  constructor(
    contentDir: string,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.storiesDir = join(contentDir, 'stories')
  }

  snapshot(): ContentSnapshot {
    const { files, newestMtimeMs } = this.scan()
    const fingerprint = files.map((f) => `${f.rel}\u0000${f.mtimeMs}\u0000${f.size}`).join('\n')
    if (this.current && fingerprint === this.fingerprint) return this.current

    // First snapshot: derive cv from the newest mtime, so a restart without changes keeps
    // the same cv. Later changes: a fresh, strictly larger number.
    const cv = this.current
      ? Math.max(Math.floor(this.now() / 1000), this.current.cv + 1)
      : Math.floor(newestMtimeMs / 1000)
    this.current = this.build(files, cv)
    this.fingerprint = fingerprint
    return this.current
  }

  private scan(): { files: FileEntry[]; newestMtimeMs: number } {
    const files: FileEntry[] = []
    let newestMtimeMs = 0
    const walk = (dir: string) => {
      let entries
      let dirStat: Stats
      try {
        dirStat = statSync(dir)
        entries = readdirSync(dir, { withFileTypes: true })
      } catch (error) {
        if (dir === this.storiesDir && !this.missingDirLogged) {
          this.missingDirLogged = true
          this.logger.warn(
            { event: 'content-dir-missing', dir, err: String(error) },
            'story directory not readable; serving no stories',
          )
        }
        return
      }
      newestMtimeMs = Math.max(newestMtimeMs, dirStat.mtimeMs)
      for (const entry of entries) {
        if (entry.name.startsWith('.')) continue
        const abs = join(dir, entry.name)
        if (entry.isDirectory()) {
          walk(abs)
        } else if (entry.name.endsWith('.json') && (entry.isFile() || entry.isSymbolicLink())) {
          try {
            const stat = statSync(abs)
            if (!stat.isFile()) continue
            newestMtimeMs = Math.max(newestMtimeMs, stat.mtimeMs)
            files.push({
              rel: relative(this.storiesDir, abs).split(sep).join('/'),
              abs,
              mtimeMs: stat.mtimeMs,
              size: stat.size,
            })
          } catch {
            // vanished between readdir and stat: ignore
          }
        }
      }
    }
    walk(this.storiesDir)
    files.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0))
    return { files, newestMtimeMs }
  }

  private parse(file: FileEntry): StoryRecord | null {
    const cached = this.parsed.get(file.abs)
    if (cached && cached.mtimeMs === file.mtimeMs && cached.size === file.size) return cached.record
    const record = this.parseFile(file)
    this.parsed.set(file.abs, { mtimeMs: file.mtimeMs, size: file.size, record })
    return record
  }

  private parseFile(file: FileEntry): StoryRecord | null {
    const fullSlug = file.rel.slice(0, -'.json'.length)
    let json: unknown
    try {
      json = JSON.parse(readFileSync(file.abs, 'utf8'))
    } catch (error) {
      this.logger.error(
        { event: 'content-story-invalid', file: file.rel, err: String(error) },
        'story file is not valid JSON; skipped',
      )
      return null
    }
    // Tolerate a saved API answer ({ "story": { … } }) as well as the bare story object.
    if (json && typeof json === 'object' && 'story' in json && !('content' in json))
      json = (json as { story: unknown }).story
    const result = storyFileSchema.safeParse(json)
    if (!result.success) {
      const problems = result.error.issues.map(
        (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
      )
      this.logger.error(
        { event: 'content-story-invalid', file: file.rel, problems },
        'story file does not hold a story; skipped',
      )
      return null
    }
    const story = result.data
    if (story.full_slug !== undefined && story.full_slug.replace(/\/$/, '') !== fullSlug) {
      this.logger.warn(
        { event: 'content-story-slug-mismatch', file: file.rel, full_slug: story.full_slug },
        'full_slug differs from the file path; the path wins',
      )
    }
    const languages = new Set<string>()
    collectLanguages(story.content, languages)
    if (story.draft) collectLanguages(story.draft, languages)
    return {
      file: file.rel,
      fullSlug,
      id: story.id,
      uuid: story.uuid,
      published: story.published_at !== null,
      raw: story as Record<string, unknown>,
      languages: [...languages].sort(),
    }
  }

  private build(files: FileEntry[], cv: number): ContentSnapshot {
    const stories: StoryRecord[] = []
    const bySlug = new Map<string, StoryRecord>()
    const byId = new Map<number, StoryRecord>()
    const byUuid = new Map<string, StoryRecord>()
    const languages = new Set<string>()
    for (const file of files) {
      const record = this.parse(file)
      if (!record) continue
      if (byId.has(record.id) || byUuid.has(record.uuid)) {
        this.logger.error(
          { event: 'content-story-duplicate', file: record.file, id: record.id, uuid: record.uuid },
          'story id or uuid already used by another file; skipped',
        )
        continue
      }
      stories.push(record)
      bySlug.set(record.fullSlug, record)
      byId.set(record.id, record)
      byUuid.set(record.uuid, record)
      for (const language of record.languages) languages.add(language)
    }
    const present = new Set(files.map((f) => f.abs))
    for (const key of this.parsed.keys()) if (!present.has(key)) this.parsed.delete(key)

    const folders = this.buildFolders(stories, byId)
    return {
      cv,
      stories,
      bySlug,
      byId,
      byUuid,
      folders,
      folderBySlug: new Map(folders.map((f) => [f.fullSlug, f])),
      languageCodes: [...languages].sort(),
    }
  }

  /**
   * Folders come from directories. A folder's id is the `parent_id` its stories agree on
   * (so hand-written files stay consistent), otherwise a stable id derived from its path.
   */
  private buildFolders(
    stories: StoryRecord[],
    byId: ReadonlyMap<number, StoryRecord>,
  ): FolderRecord[] {
    const paths = new Set<string>()
    const childParentIds = new Map<string, Set<number>>()
    for (const story of stories) {
      const parts = story.fullSlug.split('/')
      for (let i = 1; i < parts.length; i++) paths.add(parts.slice(0, i).join('/'))
      const parent = parts.slice(0, -1).join('/')
      const parentId = story.raw.parent_id
      if (parent && typeof parentId === 'number' && parentId > 0) {
        const set = childParentIds.get(parent) ?? new Set<number>()
        set.add(parentId)
        childParentIds.set(parent, set)
      }
    }
    const used = new Set<number>(byId.keys())
    const ids = new Map<string, number>()
    for (const path of [...paths].sort()) {
      const agreed = childParentIds.get(path)
      let id: number
      if (agreed && agreed.size === 1 && !used.has([...agreed][0]!)) {
        id = [...agreed][0]!
      } else {
        id = 100_000_000 + (parseInt(sha1(`folder:${path}`).slice(0, 12), 16) % 900_000_000)
        while (used.has(id)) id++
      }
      used.add(id)
      ids.set(path, id)
    }
    return [...paths].sort().map((path) => {
      const parent = path.split('/').slice(0, -1).join('/')
      return {
        id: ids.get(path)!,
        uuid: uuidFrom(`folder:${path}`),
        fullSlug: path,
        name: path.split('/').pop()!,
        parentId: parent ? ids.get(parent)! : 0,
      }
    })
  }
}
