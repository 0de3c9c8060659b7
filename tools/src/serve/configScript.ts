/**
 * The inline script that hands a page its configuration as `window[globalName]`, placed before the
 * page's app script. `<` is escaped so a value can never close the script element.
 */
export function configScript(globalName: string, value: unknown): string {
  return `<script>window.${globalName}=${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`
}
