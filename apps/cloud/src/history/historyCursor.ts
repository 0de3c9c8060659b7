import { HttpError } from '../http/HttpResponse'

/** Where a history page ends: the block number and index of its oldest transaction. */
export interface HistoryPosition {
  blockNumber: number
  txIndex: number
}

/**
 * The opaque `next` cursor of a history page. It names a position on the chain, not an offset, so
 * transactions mined while a visitor pages do not shift the pages after it.
 */
export function encodeHistoryCursor(position: HistoryPosition): string {
  return Buffer.from(`${position.blockNumber}.${position.txIndex}`).toString('base64url')
}

/** Reads a cursor made by encodeHistoryCursor; anything else is a 400. */
export function decodeHistoryCursor(cursor: string): HistoryPosition {
  const match = /^(\d{1,15})\.(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'))
  if (!match || Buffer.from(match[0]).toString('base64url') !== cursor) {
    throw new HttpError(400, 'cursor is not a cursor this service gave out')
  }
  return { blockNumber: Number(match[1]), txIndex: Number(match[2]) }
}
