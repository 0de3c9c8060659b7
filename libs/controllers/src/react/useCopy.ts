import { useState } from 'react'
import { useFeatureContext } from './featureContext'

/** Copies text to the clipboard, confirms with a toast and a check mark for two seconds. */
export function useCopy(successMessage: string) {
  const { toast } = useFeatureContext()
  const [copied, setCopied] = useState(false)
  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
      toast.show(successMessage, 'success')
      setTimeout(() => setCopied(false), 2_000)
    } catch {
      toast.show('Copying is not allowed on this page', 'error')
    }
  }
  return { copied, copy }
}
