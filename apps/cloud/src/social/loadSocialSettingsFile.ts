import { readFile } from 'node:fs/promises'
import { CloudConfigError } from '../config/cloudConfig'
import type { SocialLoginSettingsInput } from './socialSettings'

/** Reads the social login settings file (JSON); startCloud validates it. */
export async function loadSocialSettingsFile(path: string): Promise<SocialLoginSettingsInput> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    throw new CloudConfigError(`Cannot read the social login settings ${path}: ${(error as Error).message}`)
  }
  try {
    return JSON.parse(text) as SocialLoginSettingsInput
  } catch (error) {
    throw new CloudConfigError(`The social login settings ${path} are not valid JSON: ${(error as Error).message}`)
  }
}
