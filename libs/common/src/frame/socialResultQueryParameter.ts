/**
 * The query parameter that carries a social login's result back in the redirect flow (docs/reference/endpoints.md#social-redirect). A
 * module of its own: every host page checks for it at start, and the rest of the hand-over (socialLogin.ts)
 * then stays in the chunks that run a login.
 */
export const socialResultQueryParameter = 'result_uri'
