import * as v from 'valibot'
import type { WalletCatalogue } from '../catalogue/walletCatalogue'
import { strongEtag } from '../http/conditionalGet'
import { CacheSeconds, HttpError, type HttpResponse } from '../http/HttpResponse'
import type { Route, RouteRequest } from '../http/Route'
import { readImageFile } from '../images/imageFiles'
import { monogramSvg, type Monogram } from '../images/monogramSvg'
import { initialsOf, symbolText } from '../images/monogramText'
import { networkNameByImageId } from '../images/networkNames'
import { describeIssues } from '../validation/describeIssues'

function imageIdParam(name: string) {
  return v.pipe(
    v.string(),
    v.regex(/^[A-Za-z0-9-]{1,80}$/, `${name} must be 1 to 80 letters, digits or hyphens`),
  )
}

function imageResponse(body: string | Uint8Array, contentType: string): HttpResponse {
  return {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Cache-Control': `public, max-age=${CacheSeconds.image}`,
      ETag: strongEtag(body),
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened on its own must not run anything, even if a logo file carried a script.
      ...(contentType.startsWith('image/svg')
        ? { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" }
        : {}),
    },
    body,
  }
}

/**
 * The image routes: a logo file from data/images when there is one, else a monogram. Answers are
 * kept in memory by path (ids are bounded in length, the cache in size).
 */
export function imageRoutes(catalogue: WalletCatalogue): Route[] {
  const answered = new Map<string, HttpResponse>()

  function imageRoute(
    path: string,
    param: string,
    monogramOf: (id: string) => Monogram | undefined | Promise<Monogram | undefined>,
  ): Route {
    const schema = imageIdParam(param)
    return {
      path: `${path}/:${param}`,
      async handle({ params }: RouteRequest) {
        const parsed = v.safeParse(schema, params[param])
        if (!parsed.success) throw new HttpError(400, describeIssues(parsed.issues))
        const key = `${path}/${parsed.output}`
        const known = answered.get(key)
        if (known) return known
        const file = await readImageFile(parsed.output)
        const monogram = file ? undefined : await monogramOf(parsed.output)
        if (!file && !monogram) throw new HttpError(404, `No image with ${param} ${parsed.output}`)
        const response = file
          ? imageResponse(file.body, file.contentType)
          : imageResponse(monogramSvg(monogram as Monogram), 'image/svg+xml; charset=utf-8')
        if (answered.size >= 5_000) answered.clear()
        answered.set(key, response)
        return response
      },
    }
  }

  const symbol = (id: string): Monogram => ({ text: symbolText(id), label: id.toUpperCase() })

  return [
    imageRoute('/getWalletImage', 'imageId', async (imageId) => {
      const wallet = await catalogue.byImageId(imageId)
      return wallet && { text: initialsOf(wallet.name), label: wallet.name, colour: wallet.color }
    }),
    imageRoute('/public/getAssetImage', 'id', (id) => {
      const name = networkNameByImageId.get(id) ?? id
      return { text: initialsOf(name), label: name }
    }),
    imageRoute('/public/getCurrencyImage', 'id', symbol),
    imageRoute('/public/getTokenImage', 'id', symbol),
  ]
}
