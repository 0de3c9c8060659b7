import * as v from 'valibot'
import { objectMessage } from './requiredKeys'

/**
 * An object schema that rejects unknown keys: in a configuration an unknown key is almost always a
 * typo ("emial"), so it is an error rather than silently ignored. `what` names the object in messages.
 */
export function strictObject<TEntries extends v.ObjectEntries>(entries: TEntries, what: string) {
  return v.strictObject(entries, objectMessage(what))
}
