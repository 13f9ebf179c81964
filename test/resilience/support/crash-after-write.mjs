// Loaded with `node --import` before the reference backend (nothing-lost.test.ts): the
// first statement whose SQL matches REL_CRASH_AFTER_SQL kills the process (SIGKILL, no
// clean-up, like a power cut of the process) right after it has run — between the write
// and the answer. Only for tests; the backend itself knows nothing of it.
import { createRequire } from 'node:module'

const load = createRequire(import.meta.url)
const Database = load('better-sqlite3')
const pattern = new RegExp(process.env.REL_CRASH_AFTER_SQL ?? '(?!)')
const prepare = Database.prototype.prepare

Database.prototype.prepare = function prepareWithCrash(sql) {
  const statement = prepare.call(this, sql)
  if (!pattern.test(sql)) return statement
  const run = statement.run.bind(statement)
  statement.run = (...args) => {
    const result = run(...args)
    process.kill(process.pid, 'SIGKILL')
    return result
  }
  return statement
}
