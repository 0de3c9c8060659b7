import { HttpError } from '../http/HttpResponse'

/** Why the profile API refused a request: a stable code beside the readable message. */
export type NameErrorCode =
  | 'invalid_request'
  | 'invalid_message'
  | 'invalid_name'
  | 'unknown_zone'
  | 'stale_message'
  | 'invalid_signature'
  | 'name_taken'
  | 'not_found'

/** A refused profile request; answered `{ error, code }` with its status. */
export class NameRequestError extends HttpError {
  declare readonly code: NameErrorCode

  constructor(status: number, code: NameErrorCode, message: string) {
    super(status, message, code)
    this.name = 'NameRequestError'
  }
}
