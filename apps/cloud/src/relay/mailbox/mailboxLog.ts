import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import * as v from 'valibot'

const messageSchema = v.object({
  topic: v.string(),
  message: v.string(),
  tag: v.number(),
  publishedAt: v.number(),
  expiresAt: v.number(),
  publisherId: v.string(),
  hash: v.string(),
  attestation: v.optional(v.string()),
})

const entrySchema = v.union([
  v.object({ put: messageSchema }),
  v.object({ ack: v.object({ clientId: v.string(), hash: v.string() }) }),
])

/** One line of the mailbox log: a kept message or an acknowledgement. */
export type MailboxLogEntry = v.InferOutput<typeof entrySchema>

/**
 * The mailbox on disk: an append-only JSON-lines file, rewritten from a snapshot when expired messages
 * are dropped. Writes are chained so that they land in the order they were made, and `flush` waits
 * for all of them (close() must not lose a message that a client was told was published).
 */
export interface MailboxLog {
  entries: MailboxLogEntry[]
  append(entry: MailboxLogEntry): Promise<void>
  rewrite(entries: () => MailboxLogEntry[]): Promise<void>
  flush(): Promise<void>
}

/** Opens (or creates) the mailbox log in `dataDir` and reads what an earlier run left. */
export async function openMailboxLog(dataDir: string): Promise<MailboxLog> {
  await mkdir(dataDir, { recursive: true })
  const path = join(dataDir, 'mailbox.jsonl')
  const entries = parseLog(await readFile(path, 'utf8').catch(() => ''))
  let writes: Promise<void> = Promise.resolve()

  function chain(write: () => Promise<void>): Promise<void> {
    const next = writes.then(write)
    // A failed write must not block the ones after it; the caller still sees the failure.
    writes = next.catch((error: unknown) => console.error('gatehouse cloud: mailbox write failed', error))
    return next
  }

  return {
    entries,
    append: (entry) => chain(() => appendFile(path, `${JSON.stringify(entry)}\n`)),
    rewrite: (snapshot) =>
      chain(async () => {
        const text = snapshot()
          .map((entry) => `${JSON.stringify(entry)}\n`)
          .join('')
        // Write aside and rename, so a crash mid-write never leaves half a mailbox.
        await writeFile(`${path}.tmp`, text)
        await rename(`${path}.tmp`, path)
      }),
    flush: () => writes,
  }
}

function parseLog(text: string): MailboxLogEntry[] {
  const entries: MailboxLogEntry[] = []
  for (const line of text.split('\n')) {
    if (!line.trim()) continue
    try {
      const parsed = v.safeParse(entrySchema, JSON.parse(line))
      if (parsed.success) entries.push(parsed.output)
    } catch {
      // A line cut short by a crash is skipped; the lines before it are still good.
    }
  }
  return entries
}
