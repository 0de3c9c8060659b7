import type { OidcSocialProvider as OidcSocialProvider } from './socialLoginSettings'

// The development provider's screens stand in for Google's, GitHub's… sign-in pages: they are not
// the product's UI, so their few words are English only.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
    <style>body{font-family:system-ui,sans-serif;max-width:22rem;margin:3rem auto;padding:0 1rem}label,input,button{display:block;width:100%;margin:.4rem 0}input,button{padding:.5rem;font:inherit}</style>
  </head>
  <body>
    <main>${body}</main>
  </body>
</html>
`

/** The username and password form of the development provider `name`. */
export function devLoginPage(name: OidcSocialProvider, base: string, failed = false): string {
  return page(
    `Sign in to ${name} (development)`,
    `<h1>Sign in to ${escapeHtml(name)}</h1>
      <p>Development provider: use a test login.</p>
      ${failed ? '<p role="alert">Wrong username or password.</p>' : ''}
      <form method="post" action="${escapeHtml(base)}/login">
        <label for="login">Username</label>
        <input id="login" name="login" autocomplete="username" required />
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required />
        <button type="submit">Sign in</button>
      </form>`,
  )
}

/** The consent screen: Allow or Deny sharing the profile with the client. */
export function devConsentPage(name: OidcSocialProvider, base: string, clientId: string): string {
  return page(
    `Allow access (${name} development)`,
    `<h1>Allow ${escapeHtml(clientId)}?</h1>
      <p>${escapeHtml(clientId)} asks to see your ${escapeHtml(name)} profile.</p>
      <form method="post" action="${escapeHtml(base)}/confirm"><button type="submit">Allow</button></form>
      <form method="post" action="${escapeHtml(base)}/abort"><button type="submit">Deny</button></form>`,
  )
}
