import { readFile } from 'node:fs/promises'

/** Where real logos go: `data/images/<imageId>.(png|webp|svg)`. */
export const imagesDirectory = new URL('../../data/images/', import.meta.url)

const contentTypes = { png: 'image/png', webp: 'image/webp', svg: 'image/svg+xml' } as const

/** An image file's bytes and type. */
export interface ImageFile {
  body: Uint8Array
  contentType: string
}

/**
 * The logo file of an image id, if one was added. The id must already be validated (letters, digits
 * and hyphens only), so it cannot leave the directory.
 */
export async function readImageFile(
  imageId: string,
  directory: URL = imagesDirectory,
): Promise<ImageFile | undefined> {
  for (const [extension, contentType] of Object.entries(contentTypes)) {
    try {
      return { body: await readFile(new URL(`${imageId}.${extension}`, directory)), contentType }
    } catch {
      // Not this extension; try the next.
    }
  }
  return undefined
}
