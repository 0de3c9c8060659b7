/**
 * What the service said when it refused a call (a 4xx or 5xx answer): the HTTP status and, when its
 * JSON body names one, the service's error code (`INSUFFICIENT_LIQUIDITY`, for example). The API
 * client puts it as the `cause` of its 'HTTP request failed.' error.
 */
export class ServiceRefusal extends Error {
  override readonly name = 'ServiceRefusal'

  constructor(
    readonly status: number,
    readonly serviceCode: string | undefined,
    message: string,
  ) {
    super(message)
  }
}

/** Reads the `code` of a refusal's JSON body, if it has one. */
export async function readServiceCode(response: Response): Promise<string | undefined> {
  const body: unknown = await response.json().catch(() => undefined)
  const code = (body as { code?: unknown } | undefined)?.code
  return typeof code === 'string' ? code : undefined
}

/** The service's error code behind a failed call of the API client, if the service gave one. */
export function serviceErrorCode(error: unknown): string | undefined {
  const cause = (error as { cause?: unknown } | undefined)?.cause
  return cause instanceof ServiceRefusal ? cause.serviceCode : undefined
}
