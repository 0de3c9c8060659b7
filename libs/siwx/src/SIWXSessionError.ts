import type { SessionProblem } from './checks/checkSession'

/** A session a SIWX implementation refused, with the check it failed. */
export class SIWXSessionError extends Error {
  override readonly name = 'SIWXSessionError'
  constructor(readonly problem: SessionProblem) {
    super(`Sign-in session refused: ${problem}`)
  }
}
